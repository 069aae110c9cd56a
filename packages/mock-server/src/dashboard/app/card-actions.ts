import type { SandboxCard } from './control-client';

/** The control operations a card action posts to (each answers the card's status and `changed`). */
export type CardActionPath =
  | '/cards/{cardId}/freeze'
  | '/cards/{cardId}/unfreeze'
  | '/portal/cards/{cardId}/suspend'
  | '/portal/cards/{cardId}/close'
  | '/portal/cards/{cardId}/restrict'
  | '/portal/cards/{cardId}/unrestrict'
  | '/cards/{cardId}/risk-close';

/** A button of the card detail: who acts, what it is called, the control path it posts to. */
export interface CardAction {
  id: string;
  group: 'Card' | 'Merchant portal' | 'Administrator';
  label: string;
  path: CardActionPath;
  /** What the status line says once done. */
  done: string;
  /** Why it is disabled for this card, or null when it can be used. */
  blockedBy: (card: SandboxCard) => string | null;
  danger?: boolean;
}

const final = (card: SandboxCard) => card.status === 'CLOSED' || card.status === 'EXPIRED';
const styleBOnly = (card: SandboxCard) =>
  card.style === 'b' ? null : 'The merchant portal manages Style B cards only';
const firstOf = (...reasons: Array<string | null>) => reasons.find((reason) => reason !== null) ?? null;

/**
 * Every action on the selected card, in the order the page shows them, each knowing when the card's state
 * forbids it (the rules of the control API, so a disabled button never hides a possible call).
 *
 * @example
 * CARD_ACTIONS.filter((action) => action.blockedBy(card) === null).map((action) => action.label);
 */
export const CARD_ACTIONS: readonly CardAction[] = [
  {
    id: 'freeze',
    group: 'Card',
    label: 'Freeze',
    path: '/cards/{cardId}/freeze',
    done: 'Card frozen',
    blockedBy: (card) => (card.status === 'ACTIVE' ? null : `A ${card.status} card cannot be frozen`),
  },
  {
    id: 'unfreeze',
    group: 'Card',
    label: 'Unfreeze',
    path: '/cards/{cardId}/unfreeze',
    done: 'Card unfrozen',
    blockedBy: (card) =>
      card.restricted
        ? 'Restricted by an administrator: only Unrestrict reactivates it'
        : card.status === 'FROZEN'
          ? null
          : `A ${card.status} card cannot be unfrozen`,
  },
  {
    id: 'suspend',
    group: 'Merchant portal',
    label: 'Suspend',
    path: '/portal/cards/{cardId}/suspend',
    done: 'Suspended via merchant portal (3002)',
    blockedBy: (card) =>
      firstOf(
        styleBOnly(card),
        card.status === 'ACTIVE' ? null : `A ${card.status} card cannot be suspended`,
      ),
  },
  {
    id: 'close',
    group: 'Merchant portal',
    label: 'Close',
    path: '/portal/cards/{cardId}/close',
    done: 'Closed via merchant portal (1002)',
    danger: true,
    blockedBy: (card) => firstOf(styleBOnly(card), card.status === 'CLOSED' ? 'The card is closed' : null),
  },
  {
    id: 'restrict',
    group: 'Administrator',
    label: 'Restrict',
    path: '/portal/cards/{cardId}/restrict',
    done: 'Restricted by administrator (5001)',
    blockedBy: (card) =>
      firstOf(
        styleBOnly(card),
        card.restricted ? 'Already restricted' : null,
        final(card) ? `A ${card.status} card cannot change` : null,
      ),
  },
  {
    id: 'unrestrict',
    group: 'Administrator',
    label: 'Unrestrict',
    path: '/portal/cards/{cardId}/unrestrict',
    done: 'Unrestricted by administrator (6001)',
    blockedBy: (card) => firstOf(styleBOnly(card), card.restricted ? null : 'The card is not restricted'),
  },
  {
    id: 'risk-close',
    group: 'Administrator',
    label: 'Close for risk',
    path: '/cards/{cardId}/risk-close',
    done: 'Closed due to risk policy violation (1003)',
    danger: true,
    blockedBy: (card) => firstOf(styleBOnly(card), card.status === 'CLOSED' ? 'The card is closed' : null),
  },
];

/**
 * Why a purchase cannot be simulated on the card, or null: a closed or expired card is not offered (its
 * purchases could only decline); a frozen one is, to show the decline and its reason.
 *
 * @example
 * purchaseBlockedBy({ ...card, status: 'CLOSED' }); // 'A CLOSED card takes no purchases'
 */
export function purchaseBlockedBy(card: SandboxCard): string | null {
  return final(card) ? `A ${card.status} card takes no purchases` : null;
}

/**
 * The card selected when none was chosen: the newest card that can still be used, else the newest.
 *
 * @example
 * defaultCard(cards)?.status; // 'ACTIVE'
 */
export function defaultCard(cards: readonly SandboxCard[]): SandboxCard | undefined {
  return cards.find((card) => card.status === 'ACTIVE') ?? cards.find((card) => !final(card)) ?? cards[0];
}
