import { zAdvanceCardShippingBody } from '@card-issuance/contracts/mock-control-zod';
import type { Hono } from 'hono';
import { advanceShipping, requireCardById, shippingStatusOf } from '../domain/cards';
import type { DomainContext } from '../domain/context';
import { DomainError, isDomainError } from '../domain/errors';
import { data } from './control-envelope';
import { controlBody } from './control-input';

// What the card's state refuses is a conflict here, whatever code a style's face would give it.
const CONFLICTS = new Set(['card_not_physical', 'shipping_backwards', 'card_final']);

/**
 * `POST /_mock/cards/{cardId}/shipping` (specs/mock-control.openapi.yaml `advanceCardShipping`, A-56):
 * ships or delivers a physical card of either style, answering its shipping and the steps taken.
 *
 * @example
 * cardShippingSteering(app, ctx); // POST /_mock/cards/card_1/shipping {"status":"DELIVERED"}
 */
export function cardShippingSteering(app: Hono, ctx: DomainContext): void {
  app.post('/cards/:cardId/shipping', async (c) => {
    const { status } = await controlBody(c, zAdvanceCardShippingBody);
    try {
      const { card, steps } = advanceShipping(ctx, requireCardById(ctx, c.req.param('cardId')), status);
      const shippingStatus = shippingStatusOf(card);
      return data(c, { cardId: card.id, style: card.style, status: card.status, shippingStatus, steps });
    } catch (error) {
      if (isDomainError(error) && CONFLICTS.has(error.reason ?? '')) {
        throw new DomainError('conflict', error.message, { field: error.field ?? 'cardId' });
      }
      throw error;
    }
  });
}
