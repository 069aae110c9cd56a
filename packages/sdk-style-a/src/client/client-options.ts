import type { FetchLike, Logger, LogLevel, RetryPolicy } from '@card-issuance/sdk-core';
import type { WebhookSecret } from '@card-issuance/webhook-verifier';

/**
 * Options of {@link createStyleAClient}. Only `baseUrl`, `clientId` and `clientSecret` are required.
 *
 * @example
 * const options: StyleAClientOptions = { baseUrl: 'http://127.0.0.1:4010/style-a', clientId, clientSecret, fetch: mock.fetch };
 */
export interface StyleAClientOptions {
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
   * The `fetch` to send with; pass `mock.fetch` to test without a network.
   * @default globalThis.fetch
   */
  fetch?: FetchLike;
  /**
   * Timeout of each attempt, in ms.
   * @default 30000
   */
  timeoutMs?: number;
  /**
   * Retry policy (partial: the rest keeps its defaults).
   * @default { maxRetries: 2, baseDelayMs: 500, maxDelayMs: 8000, maxRetryAfterMs: 30000 }
   */
  retry?: Partial<RetryPolicy>;
  /**
   * How long before its expiry (`expires_in`) an access token is replaced, in ms.
   * @default 60000
   */
  tokenRefreshMarginMs?: number;
  /**
   * The clock token expiry is measured with, epoch ms.
   * @default Date.now
   */
  now?: () => number;
  /**
   * Receives one entry per answer, per retry (with its reason), per token fetch and per call that got no
   * answer, at or above `logLevel`; `authorization` redacted, bodies never logged.
   * @default undefined (no logging)
   */
  logger?: Logger;
  /**
   * The lowest level passed to `logger`: `debug` (every answer), `info` (token fetches), `warn` (retries,
   * error answers), `error` (no answer), `off`.
   * @default 'debug'
   */
  logLevel?: LogLevel;
  /**
   * The subscription secret (or several while rotating), the default of `client.webhooks.verify`.
   * @default undefined (pass `secret` to each verify call)
   */
  webhookSecret?: WebhookSecret;
}
