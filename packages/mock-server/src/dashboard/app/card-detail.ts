import { CARD_ACTIONS, type CardAction, purchaseBlockedBy } from './card-actions';
import type { CardTransaction, ControlEvent, SandboxCard } from './control-client';
import { h, pill } from './dom';
import { declineText, money, reasonText, shortTime } from './format';

/** What the detail view's buttons do; the page wires them to the control API. */
export interface CardDetailHandlers {
  act(card: SandboxCard, action: CardAction): void;
  issueLike(card: SandboxCard): void;
  transaction(transaction: CardTransaction, step: 'settle' | 'reverse' | 'refund'): void;
}

function actionButton(card: SandboxCard, action: CardAction, handlers: CardDetailHandlers) {
  const blocked = action.blockedBy(card);
  return h('button', {
    type: 'button',
    class: action.danger ? 'danger' : 'secondary',
    'data-key': `action:${action.id}`,
    'data-action': action.id,
    disabled: blocked !== null,
    title: blocked ?? undefined,
    text: action.label,
    onclick: () => handlers.act(card, action),
  });
}

/**
 * The selected card's header and its actions by who takes them (card, merchant portal, administrator),
 * each disabled with its reason where the card's state forbids it.
 *
 * @example
 * head.replaceChildren(...cardHeader(card, handlers));
 */
export function cardHeader(card: SandboxCard, handlers: CardDetailHandlers): Node[] {
  const groups = (['Card', 'Merchant portal', 'Administrator'] as const).map((group) => {
    const buttons = CARD_ACTIONS.filter((action) => action.group === group).map((action) =>
      actionButton(card, action, handlers),
    );
    if (group === 'Merchant portal') {
      buttons.unshift(
        h('button', {
          type: 'button',
          class: 'secondary',
          'data-key': 'action:issue',
          'data-action': 'issue',
          disabled: card.style !== 'b',
          title: card.style === 'b' ? undefined : 'The merchant portal issues Style B cards only',
          text: 'Issue card for this cardholder',
          onclick: () => handlers.issueLike(card),
        }),
      );
    }
    return h(
      'div',
      { class: 'action-group', role: 'group', 'aria-label': group },
      h('span', { class: 'group-label', text: group }),
      ...buttons,
    );
  });
  const blocked = purchaseBlockedBy(card);
  const nodes: Array<HTMLElement | null> = [
    h(
      'div',
      { class: 'detail-title' },
      h('h2', { id: 'detail-h', class: 'mono', text: card.maskedCardNumber }),
      pill(card.status),
      card.restricted ? pill('RESTRICTED') : null,
    ),
    h(
      'dl',
      { class: 'facts' },
      ...fact('Card', card.cardId),
      ...fact('Style', card.style === 'b' ? 'B (budget card)' : 'A'),
      ...fact('Label', card.label ?? '—'),
      ...fact('Cardholder', card.cardholderId),
      ...fact('Issued', shortTime(card.createdAt)),
    ),
    blocked ? h('p', { class: 'hint', text: `${blocked}.` }) : null,
    ...groups,
  ];
  return nodes.filter((node): node is HTMLElement => node !== null);
}

function fact(term: string, value: string): HTMLElement[] {
  return [h('dt', { text: term }), h('dd', { class: 'mono', text: value })];
}

/**
 * The card's transactions, newest first: amount, merchant, status, the decline reason of a FAIL, and the
 * steps its status allows.
 *
 * @example
 * list.replaceChildren(...transactionItems(items, handlers));
 */
export function transactionItems(items: readonly CardTransaction[], handlers: CardDetailHandlers): Node[] {
  if (items.length === 0)
    return [h('li', { class: 'empty', text: 'No transactions yet: simulate a purchase.' })];
  return items.map((t) => {
    const steps = [
      ['settle', 'Settle', t.status === 'PENDING'],
      ['reverse', 'Reverse', t.status === 'PENDING'],
      ['refund', 'Refund', t.status === 'CLOSED'],
    ] as const;
    return h(
      'li',
      { class: 'row' },
      h(
        'span',
        { class: 'row-main' },
        h('strong', { text: money(t.amount, t.currency) }),
        ` at ${t.merchantName}`,
      ),
      pill(t.status),
      h('span', { class: 'row-sub', text: shortTime(t.createdAt) }),
      t.status === 'FAIL' ? h('span', { class: 'decline', text: declineText(t.declineReason) }) : null,
      h(
        'span',
        { class: 'row-actions' },
        ...steps
          .filter(([, , allowed]) => allowed)
          .map(([step, label]) =>
            h('button', {
              type: 'button',
              class: 'secondary small',
              'data-key': `${step}:${t.cardTransactionId}`,
              'aria-label': `${label} ${money(t.amount, t.currency)} at ${t.merchantName}`,
              text: label,
              onclick: () => handlers.transaction(t, step),
            }),
          ),
      ),
    );
  });
}

/**
 * The card's events, newest first, with Style B's reason code in words.
 *
 * @example
 * list.replaceChildren(...eventItems(events));
 */
export function eventItems(events: readonly ControlEvent[]): Node[] {
  if (events.length === 0) return [h('li', { class: 'empty', text: 'No events yet.' })];
  return events.map((event) => {
    const payload = event.payload as Record<string, unknown>;
    const reason = reasonText(payload.reasonCode);
    return h(
      'li',
      { class: 'row' },
      h('span', { class: 'row-main mono', text: event.type }),
      reason ? h('span', { class: 'reason', text: reason }) : null,
      h('span', { class: 'row-sub', text: shortTime(event.at) }),
    );
  });
}
