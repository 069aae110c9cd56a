import type { SandboxCard } from './control-client';
import { h, pill } from './dom';

/**
 * One card of the list: a toggle button (Tab to it, Enter to select) with its masked number, label,
 * style and status.
 *
 * @example
 * list.append(cardItem(card, card.cardId === selectedId, select));
 */
export function cardItem(
  card: SandboxCard,
  selected: boolean,
  select: (cardId: string) => void,
): HTMLLIElement {
  const status = card.restricted ? pill('RESTRICTED') : pill(card.status);
  return h(
    'li',
    {},
    h(
      'button',
      {
        type: 'button',
        class: 'card-item',
        'aria-pressed': String(selected),
        'data-key': `card:${card.cardId}`,
        'data-card-id': card.cardId,
        onclick: () => select(card.cardId),
      },
      h('span', { class: 'card-number mono', text: card.maskedCardNumber }),
      status,
      h('span', {
        class: 'card-meta',
        text: `${card.label ?? 'No label'} · Style ${card.style.toUpperCase()} · ${card.form.toLowerCase()}`,
      }),
    ),
  );
}
