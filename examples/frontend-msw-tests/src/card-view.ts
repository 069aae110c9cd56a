import type { components } from '@card-issuance/sdk-style-b';

type Card = components['schemas']['Card'];
export type CardStatus = components['schemas']['CardStatus'];

/** One card as the list shows it: never the full number, only what a user may see on screen. */
export interface CardRow {
  cardId: string;
  title: string;
  /** `•••• 0341`: the last four digits only (the API's masked number also shows the BIN). */
  number: string;
  /** `11/29` */
  expiry: string;
  status: CardStatus;
  statusLabel: string;
  /** A change is on its way to the service; the row shows it already (optimistic update). */
  pending: boolean;
}

const STATUS_LABELS: Record<CardStatus, string> = {
  ACTIVE: 'Active',
  FROZEN: 'Frozen',
  CLOSED: 'Closed',
  EXPIRED: 'Expired',
};

/**
 * Turns a card of the API into the row the list shows.
 *
 * @example
 * toCardRow(card); // { title: 'Travel', number: '•••• 0341', expiry: '11/29', status: 'ACTIVE', ... }
 */
export function toCardRow(card: Card): CardRow {
  return {
    cardId: card.cardId,
    title: card.label ?? (card.cardMode === 'PHYSICAL_CARD' ? 'Physical card' : 'Virtual card'),
    number: `•••• ${card.last4}`,
    expiry: `${card.expiryMonth}/${card.expiryYear.slice(-2)}`,
    status: card.status,
    statusLabel: STATUS_LABELS[card.status],
    pending: false,
  };
}

/**
 * The same row with another status (and its label).
 *
 * @example
 * withStatus(row, 'FROZEN').statusLabel; // 'Frozen'
 */
export function withStatus(row: CardRow, status: CardStatus): CardRow {
  return { ...row, status, statusLabel: STATUS_LABELS[status] };
}
