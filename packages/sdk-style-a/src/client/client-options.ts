import type { ClientOptions } from '@card-issuance/sdk-core';
import type { WebhookSecret } from '@card-issuance/webhook-verifier';

/**
 * Options of {@link createStyleAClient}. Only `baseUrl`, `clientId` and `clientSecret` are required.
 *
 * @example
 * const options: StyleAClientOptions = { baseUrl: 'http://127.0.0.1:4010/style-a', clientId, clientSecret, fetch: mock.fetch };
 */
export interface StyleAClientOptions extends ClientOptions {
  /**
   * The Style A base URL, without the `/v1` part.
   * @example 'http://127.0.0.1:4010/style-a'
   */
  baseUrl: string;
  /** The API key's prefix, sent as `client_id` (part 5). */
  clientId: string;
  /** The API key's secret, sent as `client_secret`; stays server-side, never logged. */
  clientSecret: string;
  /**
   * The subscription secret (or several while rotating), the default of `client.webhooks.verify`.
   * @default undefined (pass `secret` to each verify call)
   */
  webhookSecret?: WebhookSecret;
}
