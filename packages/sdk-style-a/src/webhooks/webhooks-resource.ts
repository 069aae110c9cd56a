import * as OPS from '@card-issuance/contracts/style-a';
import type { Binder } from '@card-issuance/sdk-core';
import type {
  StyleAWebhookEvent,
  VerifyStyleAWebhookOptions,
  WebhookSecret,
} from '@card-issuance/webhook-verifier';
import type { WithBody } from '../core/with-body';

/**
 * Input of `client.webhooks.verify`: the secret defaults to the client's `webhookSecret`.
 *
 * @example
 * const input: VerifyWebhookInput = { body: rawBody, signature: request.headers.get('x-webhook-signature') };
 */
export type VerifyWebhookInput = Omit<VerifyStyleAWebhookOptions, 'secret'> & { secret?: WebhookSecret };

/**
 * Webhooks of the client (part 6.2): verify a delivery's `x-webhook-signature` over the raw body and get
 * the typed event; and the subscription endpoint, which `v1` answers 501 NOT_IMPLEMENTED.
 *
 * @example
 * const event = await client.webhooks.verify({ body: await request.text(), signature: request.headers.get('x-webhook-signature') });
 */
export interface WebhooksResource {
  /**
   * Verifies a Style A delivery with `verifyStyleAWebhook` of @card-issuance/webhook-verifier (loaded on
   * first use); throws its errors (for example `SignatureMismatchError`).
   *
   * @example
   * const event = await client.webhooks.verify({ body: await request.text(), signature: request.headers.get('x-webhook-signature') });
   */
  verify(input: VerifyWebhookInput): Promise<StyleAWebhookEvent>;
  /**
   * `POST /v1/webhooks`: throws StyleAApiError NOT_IMPLEMENTED in `v1`.
   *
   * @example
   * const subscription = await client.webhooks.createSubscription({ url, events });
   */
  createSubscription: WithBody<'createWebhookSubscription'>;
}

/**
 * Creates {@link WebhooksResource} with the client's default secret.
 *
 * @example
 * const webhooks = createWebhooksResource(binder, webhookSecret);
 */
export function createWebhooksResource(binder: Binder, secret: WebhookSecret | undefined): WebhooksResource {
  return {
    async verify(input) {
      const verifier = await import('@card-issuance/webhook-verifier');
      return verifier.verifyStyleAWebhook({ ...input, secret: (input.secret ?? secret) as WebhookSecret });
    },
    createSubscription: binder.bind(OPS.createWebhookSubscription),
  };
}
