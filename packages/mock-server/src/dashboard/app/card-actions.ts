import type { ControlClient, SandboxCard } from './control-client';

/** What a card action's control call answers: the card's status and whether it changed. */
export interface CardActionResult {
  status: string;
  changed: boolean;
}

/** A button of the card detail: who acts, what it is called, the control operation it calls. */
export interface CardAction {
  id: string;
  group: 'Card' | 'Merchant portal' | 'Administrator';
  label: string;
  /** Calls the action's control operation on the card. */
  call(control: ControlClient, cardId: string): Promise<CardActionResult>;
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
    call: (control, cardId) => control.cards.freeze({ cardId }),
    done: 'Card frozen',
    blockedBy: (card) => (card.status === 'ACTIVE' ? null : `A ${card.status} card cannot be frozen`),
  },
  {
    id: 'unfreeze',
    group: 'Card',
    label: 'Unfreeze',
    call: (control, cardId) => control.cards.unfreeze({ cardId }),
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
    call: (control, cardId) => control.portal.suspendCard({ cardId }),
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
    call: (control, cardId) => control.portal.closeCard({ cardId }),
    done: 'Closed via merchant portal (1002)',
    danger: true,
    blockedBy: (card) => firstOf(styleBOnly(card), card.status === 'CLOSED' ? 'The card is closed' : null),
  },
  {
    id: 'restrict',
    group: 'Administrator',
    label: 'Restrict',
    call: (control, cardId) => control.portal.restrictCard({ cardId }),
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
    call: (control, cardId) => control.portal.unrestrictCard({ cardId }),
    done: 'Unrestricted by administrator (6001)',
    blockedBy: (card) => firstOf(styleBOnly(card), card.restricted ? null : 'The card is not restricted'),
  },
  {
    id: 'risk-close',
    group: 'Administrator',
    label: 'Close for risk',
    call: (control, cardId) => control.cards.riskClose({ cardId }),
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
