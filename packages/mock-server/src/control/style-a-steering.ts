import type { Hono } from 'hono';
import type { DomainContext } from '../domain/context';
import { settleCreditPurchase } from '../domain/credit-purchases';
import { data } from './control-envelope';
import { strictBody } from './strict-input';

/**
 * The control API's Style A steering: settle a purchase of platform credit for an organization, which adds
 * to its credit and emits `credit_purchase.settled` (specs/mock-control.openapi.yaml, tag "Style A steering").
 *
 * @example
 * styleASteering(app, ctx); // POST /_mock/style-a/organizations/{organizationId}/credit-purchases
 */
export function styleASteering(app: Hono, ctx: DomainContext): void {
  app.post('/style-a/organizations/:organizationId/credit-purchases', async (c) =>
    data(
      c,
      settleCreditPurchase(ctx, c.req.param('organizationId'), await strictBody(c, ['amount_cents'])),
      201,
    ),
  );
}
