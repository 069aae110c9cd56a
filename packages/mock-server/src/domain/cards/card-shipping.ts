import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { type CardRecord, cardsOf, isFinal, type ShippingStatus, shippingStatusOf } from './card-record';

/** The steps of a physical card's way to its cardholder, in order. */
export const SHIPPING_STEPS: readonly ShippingStatus[] = ['ORDERED', 'SHIPPED', 'DELIVERED'];

/** A shipping move's outcome: the card, and every step it went through (empty when already there). */
export interface ShippingResult {
  card: CardRecord;
  steps: ShippingStatus[];
}

/**
 * Moves a physical card forward to `status`, through every step in between: ORDERED to DELIVERED
 * passes SHIPPED, and each step publishes `card.shipping_changed` (Style A answers `card.updated`; Style B
 * has no event for it). The status it already has is a no-op; going back, a virtual card and a CLOSED or
 * EXPIRED card are refused (`shipping_backwards`, `card_not_physical`, `card_final`). A card frozen on the
 * way still ships: shipping is the parcel, not the card's status.
 *
 * @example
 * advanceShipping(ctx, card, 'DELIVERED').steps; // ['SHIPPED', 'DELIVERED']
 */
export function advanceShipping(
  ctx: DomainContext,
  card: CardRecord,
  status: ShippingStatus,
): ShippingResult {
  const current = shippingStatusOf(card);
  if (current === null) {
    throw new DomainError('unprocessable', 'only a PHYSICAL card ships', {
      field: 'cardId',
      reason: 'card_not_physical',
    });
  }
  const from = SHIPPING_STEPS.indexOf(current);
  const to = SHIPPING_STEPS.indexOf(status);
  if (to === from) return { card, steps: [] };
  if (to < from) {
    throw new DomainError('unprocessable', `card is already ${current}; shipping only moves forward`, {
      field: 'status',
      reason: 'shipping_backwards',
    });
  }
  if (isFinal(card)) {
    throw new DomainError('unprocessable', `card is ${card.status} and cannot change`, {
      field: 'cardId',
      reason: 'card_final',
    });
  }
  const steps = SHIPPING_STEPS.slice(from + 1, to + 1);
  let moved = card;
  for (const step of steps) {
    moved = { ...moved, shippingStatus: step };
    cardsOf(ctx).put(moved.id, moved);
    ctx.publish({ type: 'card.shipping_changed', card: moved });
  }
  return { card: moved, steps };
}
