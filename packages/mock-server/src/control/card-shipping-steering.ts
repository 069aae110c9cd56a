import { advanceShipping, requireCardById, shippingStatusOf } from '../domain/cards';
import type { DomainContext } from '../domain/context';
import { DomainError, isDomainError } from '../domain/errors';
import type { ControlHandlers } from './control-binding';

// What the card's state refuses is a conflict here, whatever code a style's face would give it.
const CONFLICTS = new Set(['card_not_physical', 'shipping_backwards', 'card_final']);

/**
 * `POST /_mock/cards/{cardId}/shipping` (specs/mock-control.openapi.yaml `advanceCardShipping`, A-56):
 * ships or delivers a physical card of either style, answering its shipping and the steps taken.
 *
 * @example
 * bindOperations(app, controlBinding(ctx), { ...cardShippingSteering(ctx), ...otherHandlers });
 */
export function cardShippingSteering(ctx: DomainContext) {
  return {
    advanceCardShipping: ({ cardId, status }) => {
      try {
        const { card, steps } = advanceShipping(ctx, requireCardById(ctx, cardId), status);
        const shippingStatus = shippingStatusOf(card);
        return { cardId: card.id, style: card.style, status: card.status, shippingStatus, steps };
      } catch (error) {
        if (isDomainError(error) && CONFLICTS.has(error.reason ?? '')) {
          throw new DomainError('conflict', error.message, { field: error.field ?? 'cardId' });
        }
        throw error;
      }
    },
  } satisfies Partial<ControlHandlers>;
}
