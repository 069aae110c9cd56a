import type { StyleBWebhookEvent, VerifyStyleBWebhookOptions } from '@card-issuance/webhook-verifier';

/**
 * The verifier's types: the typed event, its options and the secret (one, or several while rotating).
 *
 * @example
 * const secret: WebhookSecret = [currentSecret, previousSecret];
 */
export type {
  StyleBWebhookEvent,
  VerifyStyleBWebhookOptions,
  WebhookSecret,
} from '@card-issuance/webhook-verifier';

/**
 * `verifyStyleBWebhook` of @card-issuance/webhook-verifier (the only place this package touches it),
 * loaded on first use so that clients which never receive webhooks (browsers, edge functions) do not
 * load the verifier.
 *
 * @example
 * const event = await verifyStyleBWebhook({ body, signature, secret });
 */
export async function verifyStyleBWebhook(options: VerifyStyleBWebhookOptions): Promise<StyleBWebhookEvent> {
  const verifier = await import('@card-issuance/webhook-verifier');
  return verifier.verifyStyleBWebhook(options);
}
