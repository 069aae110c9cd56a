import { type CardAction, purchaseBlockedBy } from './card-actions';
import { type CardDetailHandlers, cardHeader, eventItems, transactionItems } from './card-detail';
import { cardItem } from './cards-panel';
import {
  type CardTransaction,
  type ControlClient,
  controlClient,
  type SandboxCard,
  type WebhookDelivery,
} from './control-client';
import { readDashboard } from './dashboard-reads';
import { deliveryItem } from './deliveries-panel';
import { byId, h, renderIfChanged } from './dom';
import { declineText, money, shortTime } from './format';
import { POLL_PAGE_SIZES } from './poll-plan';
import { fillSandboxPicker } from './sandbox-picker';

type DeliveryStatus = WebhookDelivery['status'];

/** What the page keeps between polls. */
interface DashboardState {
  cards: SandboxCard[];
  cardLimit: number;
  selectedId: string | null;
  deliveryStatus: DeliveryStatus | '';
  openDeliveries: Set<string>;
}

function announce(message: string): void {
  byId('announce', HTMLParagraphElement).textContent = message;
  byId('error', HTMLParagraphElement).textContent = '';
}

function fail(error: unknown): void {
  byId('error', HTMLParagraphElement).textContent = error instanceof Error ? error.message : String(error);
}

/**
 * Starts the sandbox dashboard on the page `dashboard-page.ts` serves: reads the control path, poll
 * interval and `#token=` (G-54), renders, and polls bounded pages while the page is visible.
 *
 * @example
 * startDashboard(document.body);
 */
export function startDashboard(body: HTMLElement): void {
  const token = new URLSearchParams(location.hash.slice(1)).get('token');
  const control = controlClient({ base: body.dataset.controlPath ?? '/_mock', token });
  // The list of sandboxes lives on the mock's own control URL, whichever sandbox this page shows.
  fillSandboxPicker(
    byId('sandbox-picker', HTMLSelectElement),
    controlClient({ base: '/_mock', token }),
    body.dataset.sandboxId ?? 'default',
  ).catch(fail);
  const pollMs = Number(body.dataset.pollMs) || 2000;
  const state: DashboardState = {
    cards: [],
    cardLimit: POLL_PAGE_SIZES.cards,
    selectedId: null,
    deliveryStatus: '',
    openDeliveries: new Set(),
  };
  const selected = () => state.cards.find((card) => card.cardId === state.selectedId);

  const handlers: CardDetailHandlers = {
    act: (card, action) => run(() => cardAction(control, card, action)),
    issueLike: (card) =>
      run(async () => {
        const issued = await control.portal.issueCard({
          accountId: card.accountId,
          cardholderId: card.cardholderId,
          budgetId: card.budgetId ?? '',
          binId: card.productId,
          cardMode: 'VIRTUAL_CARD',
        });
        state.selectedId = issued.cardId;
        return `Issued ${issued.maskedCardNumber} via merchant portal (7001)`;
      }),
    transaction: (t, step) =>
      run(async () => {
        const done = await control.simulate[step]({ cardTransactionId: t.cardTransactionId });
        return `${money(t.amount, t.currency)} at ${t.merchantName}: now ${done.status}`;
      }),
  };

  async function run(action: () => Promise<string>): Promise<void> {
    try {
      announce(await action());
      await refresh();
    } catch (error) {
      fail(error);
    }
  }

  async function refresh(): Promise<void> {
    const { clock, cards, deliveries, selectedId, transactions, events } = await readDashboard(
      control,
      state,
    );
    state.cards = cards.items;
    state.selectedId = selectedId;
    const card = selected();
    byId('clock-now', HTMLElement).textContent = shortTime(clock.now);
    byId('clock-mode', HTMLElement).textContent = clock.frozen ? 'frozen' : 'running';
    byId('clock-mode', HTMLElement).dataset.tone = clock.frozen ? 'FROZEN' : 'ACTIVE';
    byId('clock-toggle', HTMLButtonElement).textContent = clock.frozen ? 'Unfreeze' : 'Freeze';
    byId('cards-more', HTMLButtonElement).hidden = cards.nextCursor === null;
    renderIfChanged(byId('cards-list', HTMLUListElement), [cards.items, state.selectedId], () =>
      cards.items.length === 0
        ? [h('li', { class: 'empty', text: 'No cards yet: issue one with the Style A or Style B API.' })]
        : cards.items.map((c) => cardItem(c, c.cardId === state.selectedId, select)),
    );
    renderDetail(card, transactions, events);
    renderIfChanged(byId('deliveries-list', HTMLUListElement), deliveries.items, () =>
      deliveries.items.length === 0
        ? [
            h('li', {
              class: 'empty',
              text:
                state.deliveryStatus === 'dead'
                  ? 'The dead-letter queue is empty.'
                  : 'No deliveries yet: add an endpoint with POST /_mock/webhooks/endpoints.',
            }),
          ]
        : deliveries.items.map((d) => deliveryItem(d, state.openDeliveries, replay)),
    );
  }

  function renderDetail(
    card: SandboxCard | undefined,
    transactions: CardTransaction[],
    events: Parameters<typeof eventItems>[0],
  ): void {
    const detail = byId('card-detail', HTMLElement);
    detail.hidden = card === undefined;
    if (!card) return;
    renderIfChanged(byId('detail-head', HTMLDivElement), card, () => cardHeader(card, handlers));
    const purchase = byId('purchase', HTMLButtonElement);
    const blocked = purchaseBlockedBy(card);
    purchase.disabled = blocked !== null;
    purchase.title = blocked ?? '';
    renderIfChanged(byId('transactions', HTMLUListElement), transactions, () =>
      transactionItems(transactions, handlers),
    );
    renderIfChanged(byId('card-events', HTMLOListElement), events, () => eventItems(events));
  }

  function select(cardId: string): void {
    state.selectedId = cardId;
    refresh().catch(fail);
  }

  function replay(delivery: WebhookDelivery): void {
    run(async () => {
      const done = await control.webhooks.replayDelivery({ deliveryId: delivery.id });
      return `Replayed ${done.eventType}: ${done.status}`;
    });
  }

  byId('purchase-form', HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    const card = selected();
    if (!card) return;
    const amount = byId('purchase-amount', HTMLInputElement).value.trim();
    const merchantName = byId('purchase-merchant', HTMLInputElement).value.trim() || 'Dashboard Coffee';
    run(async () => {
      const t = await control.simulate.authorize({
        cardId: card.cardId,
        amount,
        currency: 'USD',
        merchantName,
        mcc: '5814',
        merchantCountry: 'US',
      });
      return t.status === 'FAIL'
        ? `Purchase declined: ${money(t.amount, t.currency)} (${declineText(t.declineReason)})`
        : `Purchase authorized: ${money(t.amount, t.currency)}, now ${t.status}`;
    });
  });
  byId('cards-more', HTMLButtonElement).addEventListener('click', () => {
    state.cardLimit = Math.min(500, state.cardLimit + POLL_PAGE_SIZES.cards);
    refresh().catch(fail);
  });
  byId('delivery-status', HTMLSelectElement).addEventListener('change', (event) => {
    state.deliveryStatus = (event.target as HTMLSelectElement).value as DeliveryStatus | '';
    refresh().catch(fail);
  });
  byId('clock-toggle', HTMLButtonElement).addEventListener('click', () =>
    run(async () => {
      const frozen = byId('clock-mode', HTMLElement).textContent === 'frozen';
      const clock = frozen ? await control.clock.unfreeze() : await control.clock.freeze();
      return clock.frozen ? `Clock frozen at ${shortTime(clock.now)}` : 'Clock follows real time again';
    }),
  );
  byId('advance-form', HTMLFormElement).addEventListener('submit', (event) => {
    event.preventDefault();
    const amount = Number(byId('advance-amount', HTMLInputElement).value);
    const unit = Number(byId('advance-unit', HTMLSelectElement).value);
    run(async () => {
      const clock = await control.clock.advance({ ms: amount * unit });
      return `Clock advanced to ${shortTime(clock.now)}`;
    });
  });
  byId('reset', HTMLButtonElement).addEventListener('click', () => {
    if (!window.confirm('Reset the sandbox to its seed? Every card, transaction and delivery goes.')) return;
    state.selectedId = null;
    run(async () => `Sandbox reset at ${shortTime((await control.reset()).resetAt)}`);
  });

  // Poll bounded pages while the page is visible; a failed poll shows its error and the next one retries.
  const tick = () => {
    if (document.visibilityState === 'visible') refresh().catch(fail);
  };
  refresh().catch(fail);
  setInterval(tick, pollMs);
  document.addEventListener('visibilitychange', tick);
}

async function cardAction(control: ControlClient, card: SandboxCard, action: CardAction): Promise<string> {
  const done = await action.call(control, card.cardId);
  return done.changed
    ? `${action.done}: ${card.maskedCardNumber}`
    : `Nothing to do: ${card.maskedCardNumber} already ${done.status}`;
}
