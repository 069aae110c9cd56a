import {
  type StyleBWebhookEvent,
  type VerifyStyleBWebhookOptions,
  verifyStyleBWebhook,
  type WebhookSecret,
} from './verify';

/**
 * Input of `client.webhooks.verify`: the secret defaults to the client's `webhookSecret`.
 *
 * @example
 * const input: VerifyWebhookInput = { body: rawBody, signature: headers.get('Signature') };
 */
export type VerifyWebhookInput = Omit<VerifyStyleBWebhookOptions, 'secret'> & { secret?: WebhookSecret };

/**
 * Webhook helpers of the client (part 6.1): verify a delivery's `Signature` over the raw body and get
 * the typed event.
 *
 * @example
 * const event = await client.webhooks.verify({ body: await request.text(), signature: request.headers.get('Signature') });
 */
export interface WebhooksResource {
  /**
   * Verifies a Style B delivery; throws the verifier's errors (for example `SignatureMismatchError`).
   *
   * @example
   * const event = await client.webhooks.verify({ body: await request.text(), signature: request.headers.get('Signature') });
   */
  verify(input: VerifyWebhookInput): Promise<StyleBWebhookEvent>;
}

/**
 * Creates {@link WebhooksResource} with the client's default secret.
 *
 * @example
 * const webhooks = createWebhooksResource(webhookSecret);
 */
export function createWebhooksResource(secret: WebhookSecret | undefined): WebhooksResource {
  return {
    verify: (input) => verifyStyleBWebhook({ ...input, secret: (input.secret ?? secret) as WebhookSecret }),
  };
}
