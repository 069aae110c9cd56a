import { DomainError } from '../../domain/errors';
import type { StyleAHandlers } from '../style-a-binding';

/**
 * `POST /v1/webhooks` (DECISIONS.md A-18): the binder checks the caller, the role and
 * the payload `{url, events[], description?}` against the spec, then this always answers 501
 * NOT_IMPLEMENTED, so a 501 tells the caller its payload is already right.
 *
 * @example
 * kit.bind({ ...webhookSubscriptionHandlers(), ...otherHandlers });
 */
export function webhookSubscriptionHandlers() {
  return {
    createWebhookSubscription: () => {
      throw new DomainError(
        'unprocessable',
        'webhook subscriptions are not implemented in v1 (outbound delivery is planned)',
        { reason: 'not_implemented' },
      );
    },
  } satisfies Partial<StyleAHandlers>;
}
