import type { ClientOptions } from '@card-issuance/sdk-core';
import type { WebhookSecret } from '../webhooks/verify';

/**
 * Options of {@link createStyleBClient}. Only `baseUrl`, `clientId` and `clientSecret` are required.
 *
 * @example
 * const options: StyleBClientOptions = { baseUrl: 'http://127.0.0.1:4010/style-b', clientId, clientSecret, fetch: mock.fetch };
 */
export interface StyleBClientOptions extends ClientOptions {
  /**
   * The Style B base URL, without the `/v1` part.
   * @example 'http://127.0.0.1:4010/style-b'
   */
  baseUrl: string;
  /** The program's client id (part 5). */
  clientId: string;
  /** The program's client secret; stays server-side, never logged. */
  clientSecret: string;
  /**
   * The program's `webhookSecret` (or several while rotating), the default of `client.webhooks.verify`.
   * @default undefined (pass `secret` to each verify call)
   */
  webhookSecret?: WebhookSecret;
}
