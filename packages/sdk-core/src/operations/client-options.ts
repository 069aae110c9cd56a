import type { CallHook } from '../transport/call-hooks';
import type { FetchLike } from '../transport/fetch-like';
import type { Logger, LogLevel } from '../transport/logger';
import type { RetryPolicy } from '../transport/retry-policy';

/**
 * The options every SDK client takes besides its base URL and credentials, with their defaults.
 *
 * @example
 * interface StyleXClientOptions extends ClientOptions { baseUrl: string; clientId: string; clientSecret: string }
 */
export interface ClientOptions {
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
   * How long before its expiry an access token is replaced, in ms.
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
   * answer, at or above `logLevel`; tokens redacted, bodies never logged.
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
   * Called once per call, before its first attempt, with a read-only {@link CallView} (`operationId`,
   * `method`, `urlTemplate`, `url` with query values redacted, `attempt` 0). Not awaited; a hook that
   * throws or rejects is logged (`warn`, event `hook`) and the call goes on as if it were not there.
   * Headers and bodies are never shown to hooks.
   * @default undefined
   * @example
   * onRequest: (view) => console.debug('→', view.operationId, view.url)
   */
  onRequest?: CallHook;
  /**
   * Called for every answer, retried ones included, with `attempt`, `status`, `requestId` and
   * `durationMs` (since the call began). Same rules as `onRequest`.
   * @default undefined
   * @example
   * onResponse: (view) => histogram.record(view.durationMs, { op: view.operationId, status: view.status })
   */
  onResponse?: CallHook;
  /**
   * Called before each retry's wait, with the `attempt` about to be made, the `reason` (`HTTP 503`,
   * `TimeoutError`, `NetworkError`) and, after an answer, its `status` and `requestId`. Same rules as
   * `onRequest`.
   * @default undefined
   * @example
   * onRetry: (view) => retries.add(1, { op: view.operationId, reason: view.reason })
   */
  onRetry?: CallHook;
}
