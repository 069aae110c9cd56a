import type { components } from '@card-issuance/sdk-style-b';

type Card = components['schemas']['Card'];

/**
 * Renders the cards as table rows, each with a Freeze or Unfreeze button (real buttons: Tab and Enter
 * work). Only the last four digits are shown.
 *
 * @example
 * renderCards(tbody, cards, (card) => toggle(card));
 */
export function renderCards(
  tbody: HTMLElement,
  cards: readonly Card[],
  onToggle: (card: Card) => void,
): void {
  tbody.replaceChildren(
    ...cards.map((card) => {
      const row = document.createElement('tr');
      row.dataset.cardId = card.cardId;
      const number = `•••• ${card.last4}`;
      for (const text of [card.label ?? '—', number, `${card.expiryMonth}/${card.expiryYear.slice(-2)}`]) {
        row.append(cell(text));
      }
      row.append(cell(card.status, 'status'));
      const actions = document.createElement('td');
      if (card.status === 'ACTIVE' || card.status === 'FROZEN') {
        const button = document.createElement('button');
        button.type = 'button';
        const verb = card.status === 'ACTIVE' ? 'Freeze' : 'Unfreeze';
        button.textContent = verb;
        button.setAttribute('aria-label', `${verb} card ${number}`);
        button.addEventListener('click', () => onToggle(card));
        actions.append(button);
      }
      row.append(actions);
      return row;
    }),
  );
}

function cell(text: string, className?: string): HTMLTableCellElement {
  const td = document.createElement('td');
  td.textContent = text;
  if (className) td.className = className;
  return td;
}
