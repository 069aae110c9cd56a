import type { Hono } from 'hono';
import type { DomainContext } from '../domain/context';
import { settleCreditPurchase } from '../domain/credit-purchases';
import { provisionApiKey } from '../domain/tenants';
import { data } from './control-envelope';
import { strictBody } from './strict-input';

/**
 * The control API's Style A steering: provision an API key (its secret shown once), and settle a purchase of
 * platform credit for an organization, which adds to its credit and emits `credit_purchase.settled` (specs/mock-control.openapi.yaml, tag "Style A steering").
 *
 * @example
 * styleASteering(app, ctx); // POST /_mock/style-a/organizations/{organizationId}/credit-purchases
 */
export function styleASteering(app: Hono, ctx: DomainContext): void {
  app.post('/style-a/organizations/:organizationId/api-keys', async (c) => {
    const key = provisionApiKey(ctx, c.req.param('organizationId'), await strictBody(c, ['role']));
    // The only time the secret is shown (part 5); nothing else ever returns it.
    return data(
      c,
      {
        client_id: key.prefix,
        client_secret: key.secret,
        role: key.role,
        organization_id: key.organizationId,
      },
      201,
    );
  });
  app.post('/style-a/organizations/:organizationId/credit-purchases', async (c) =>
    data(
      c,
      settleCreditPurchase(ctx, c.req.param('organizationId'), await strictBody(c, ['amount_cents'])),
      201,
    ),
  );
}
