import type { CardChannel, CardStatusCause, DomainContext } from '../context';
import { DomainError } from '../errors';
import { defineJob } from '../jobs';
import { type CardRecord, type CardStatus, cardsOf, isFinal, shippingStatusOf } from './card-record';

/** What can be done to a card's status, in both styles (Style A's activate is unfreeze). */
export type CardAction = 'freeze' | 'unfreeze' | 'close';

/** Why a status action did nothing, because the card already was in that state. */
export type CardNoop = 'already_frozen' | 'already_active' | 'already_closed';

/** A status action's outcome: the card, and `noop` when nothing changed. */
export interface CardStatusResult {
  card: CardRecord;
  noop: CardNoop | null;
}

const TARGET: Record<CardAction, CardStatus> = { freeze: 'FROZEN', unfreeze: 'ACTIVE', close: 'CLOSED' };
const NOOP: Record<CardAction, CardNoop> = {
  freeze: 'already_frozen',
  unfreeze: 'already_active',
  close: 'already_closed',
};

/**
 * Stores the card with its new status and publishes `card.status_changed`. A card leaves its restriction
 * only by `unrestrict` or for good (closed, expired); storing it only while set keeps records small.
 *
 * @example
 * saveCardStatus(ctx, card, 'FROZEN', 'restrict', 'administrator', true);
 */
export function saveCardStatus(
  ctx: DomainContext,
  card: CardRecord,
  status: CardStatus,
  cause: CardStatusCause,
  via: CardChannel,
  restricted = card.restricted === true && status !== 'CLOSED' && status !== 'EXPIRED',
): CardRecord {
  const { restricted: _was, ...rest } = card;
  const changed: CardRecord = restricted ? { ...rest, status, restricted } : { ...rest, status };
  cardsOf(ctx).put(changed.id, changed);
  ctx.publish({ type: 'card.status_changed', card: changed, cause, via });
  return changed;
}

/**
 * Freezes, unfreezes (activates) or closes a card, the same rules in both styles: the state asked for
 * already is a no-op; a CLOSED or EXPIRED card cannot be frozen or unfrozen (`card_final`, which each
 * face answers with its own code); an INACTIVE card must be activated before it can be frozen
 * (`card_inactive`), and an INACTIVE physical card is activated only once DELIVERED (`card_not_delivered`,
 * A-56); closing works from any state but CLOSED. Each change publishes
 * `card.status_changed` with the action as its cause and `via` as who acted (the API unless said). A
 * card an administrator restricted is unfrozen only by lifting the restriction (`card_restricted`, G-74).
 *
 * @example
 * const { card, noop } = changeCardStatus(ctx, card, 'freeze');
 * changeCardStatus(ctx, card, 'close', 'portal'); // CARD.UPDATED 1002 for a Style B card
 */
export function changeCardStatus(
  ctx: DomainContext,
  card: CardRecord,
  action: CardAction,
  via: CardChannel = 'api',
): CardStatusResult {
  const target = TARGET[action];
  if (card.status === target) return { card, noop: NOOP[action] };
  if (action === 'unfreeze' && card.restricted) {
    throw new DomainError(
      'unprocessable',
      'card is restricted by an administrator; only lifting the restriction reactivates it',
      {
        field: 'cardId',
        reason: 'card_restricted',
      },
    );
  }
  if (action !== 'close' && isFinal(card)) {
    throw new DomainError('unprocessable', `card is ${card.status} and cannot change`, {
      field: 'cardId',
      reason: 'card_final',
    });
  }
  if (action === 'freeze' && card.status === 'INACTIVE') {
    throw new DomainError('unprocessable', 'card is INACTIVE; activate it before freezing', {
      field: 'cardId',
      reason: 'card_inactive',
    });
  }
  if (action === 'unfreeze' && card.status === 'INACTIVE' && shippingStatusOf(card) !== 'DELIVERED') {
    throw new DomainError(
      'unprocessable',
      `card is ${shippingStatusOf(card)}; a physical card is activated once DELIVERED`,
      { field: 'cardId', reason: 'card_not_delivered' },
    );
  }
  return { card: saveCardStatus(ctx, card, target, action, via), noop: null };
}

/**
 * Refuses a change (label, limits, money) to a CLOSED or EXPIRED card with `card_final`.
 *
 * @example
 * assertChangeable(card);
 */
export function assertChangeable(card: CardRecord): void {
  if (isFinal(card)) {
    throw new DomainError('unprocessable', `card is ${card.status} and cannot change`, {
      field: 'cardId',
      reason: 'card_final',
    });
  }
}

/** EXPIRED once the clock passes the expiry month (B-6, A-3), unless the card was closed first. */
export const expireCard = defineJob<{ cardId: string }>('card.expire', (ctx, { cardId }) => {
  const card = cardsOf(ctx).get(cardId);
  if (card && !isFinal(card)) saveCardStatus(ctx, card, 'EXPIRED', 'expire', 'api');
});
