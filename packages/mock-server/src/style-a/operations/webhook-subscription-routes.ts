import { zCreateWebhookSubscriptionBody } from '@card-issuance/contracts/style-a-zod';
import { DomainError } from '../../domain/errors';
import { requireRole } from '../../domain/tenants';
import { OPERATION_ROLES } from '../operation-roles';
import { styleARequest } from '../request-input';
import type { StyleAOperationKit } from '../style-a-app';

/**
 * `POST /v1/webhooks` (interface-spec.md 6.2, DECISIONS.md A-18): checks the caller, the role and the payload
 * `{url, events[], description?}` against the spec, then always answers 501 NOT_IMPLEMENTED, so a 501 tells
 * the caller its payload is already right.
 *
 * @example
 * webhookSubscriptionRoutes(kit);
 */
export function webhookSubscriptionRoutes({ app, authenticate }: StyleAOperationKit): void {
  app.post('/v1/webhooks', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/webhooks']);
    await styleARequest(c, { body: zCreateWebhookSubscriptionBody });
    throw new DomainError(
      'unprocessable',
      'webhook subscriptions are not implemented in v1 (outbound delivery is planned)',
      {
        reason: 'not_implemented',
      },
    );
  });
}
