import { DomainError } from '../../domain/errors';
import { isAbsentString } from '../../domain/programs';
import { requireRole } from '../../domain/tenants';
import { STYLE_A_EVENT_TYPES } from '../../domain/webhooks';
import { readJsonBody } from '../../http';
import { OPERATION_ROLES } from '../operation-roles';
import type { StyleAOperationKit } from '../style-a-app';

/**
 * `POST /v1/webhooks` (interface-spec.md 6.2, DECISIONS.md A-18): checks the caller, the role and the payload
 * `{url, events[], description?}`, then always answers 501 NOT_IMPLEMENTED, so a 501 tells the caller its
 * payload is already right.
 *
 * @example
 * webhookSubscriptionRoutes(kit);
 */
export function webhookSubscriptionRoutes({ app, authenticate }: StyleAOperationKit): void {
  app.post('/v1/webhooks', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/webhooks']);
    const body = await readJsonBody(c);
    if (typeof body.url !== 'string' || !URL.canParse(body.url) || new URL(body.url).protocol !== 'https:') {
      throw new DomainError('invalid', 'url must be an absolute https URL', { field: 'url' });
    }
    const events = body.events;
    if (!Array.isArray(events) || events.length === 0) {
      throw new DomainError('invalid', 'events must be a non-empty array of event types', {
        field: 'events',
      });
    }
    events.forEach((type, i) => {
      if (typeof type !== 'string' || !STYLE_A_EVENT_TYPES.includes(type)) {
        throw new DomainError('invalid', `events[${i}] must be one of ${STYLE_A_EVENT_TYPES.join(', ')}`, {
          field: `events.${i}`,
        });
      }
    });
    if (
      !isAbsentString(body.description) &&
      (typeof body.description !== 'string' || body.description.length > 500)
    ) {
      throw new DomainError('invalid', 'description must be a string of at most 500 characters', {
        field: 'description',
      });
    }
    throw new DomainError(
      'unprocessable',
      'webhook subscriptions are not implemented in v1 (outbound delivery is planned)',
      {
        reason: 'not_implemented',
      },
    );
  });
}
