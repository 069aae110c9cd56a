import { type CallHooks, type CallView, callHook } from './call-hooks';
import type { FetchLike } from './fetch-like';
import type { LogEntry, Logger } from './logger';
import type { OutgoingRequest } from './outgoing-request';
import { redactHeaders } from './redact-headers';
import { redactUrl } from './redact-url';
import { retryDelay } from './retry-delay';
import type { RetryPolicy } from './retry-policy';
import { sendAttempt, TimeoutError } from './send-attempt';
import { wait } from './wait';

/**
 * What the transport is built from (the resolved client options).
 *
 * @example
 * const options: TransportOptions = { fetch: mock.fetch, retry: DEFAULT_RETRY_POLICY };
 */
export interface TransportOptions {
  fetch: FetchLike;
  retry: RetryPolicy;
  /** Already filtered by level (see `levelFilter`). */
  logger?: Logger | undefined;
  /** The client's `onRequest`, `onResponse` and `onRetry`. */
  hooks?: CallHooks | undefined;
}

/**
 * How one call may be sent: whether it may be repeated, how long each attempt may take, and which
 * operation it is (for hooks, logs and tracing).
 *
 * @example
 * const policy: AttemptPolicy = { retryable: true, timeoutMs: 30_000, maxRetries: 2, signal };
 */
export interface AttemptPolicy {
  retryable: boolean;
  timeoutMs: number;
  maxRetries: number;
  signal?: AbortSignal | undefined;
  /** The operation of the table (`undefined` for `client.raw` calls). */
  operation?: { id: string | undefined; path: string } | undefined;
  /** Told of each retry (the call's span counts them). */
  onRetry?: (() => void) | undefined;
}

/**
 * Sends one request under an {@link AttemptPolicy} and answers the last Response, whatever its status.
 *
 * @example
 * const response = await send(request, { retryable: true, timeoutMs: 30_000, maxRetries: 2 });
 */
export type Send = (request: Request | OutgoingRequest, policy: AttemptPolicy) => Promise<Response>;

// 501 is left out: NOT_IMPLEMENTED answers the same on every attempt.
const RETRY_STATUS = [408, 429, 500, 502, 503, 504];

// `fetch` rejects with a TypeError when the network fails (the Fetch standard's "network error").
const isConnectionFailure = (error: unknown) => error instanceof TimeoutError || error instanceof TypeError;
const failureName = (error: unknown) => (error instanceof TypeError ? 'NetworkError' : (error as Error).name);

/**
 * Builds the transport: each attempt goes to `fetch` as its URL and a `RequestInit` (`sendAttempt`: no
 * `Request` built, the timeout and the caller's signal on one AbortController); a call that is safe to repeat is retried
 * on connection failures, timeouts, 408, 429, 500, 502, 503 and 504 with jittered exponential backoff,
 * honouring `Retry-After` up to a cap. Waiting is abortable. Logs each answer, each retry with its reason,
 * and a call that got no answer, and calls the client's hooks.
 *
 * The SDKs' one HTTP layer (no ky): ky built a `Request` per attempt and merged and normalized its
 * options on every call, a fifth of a call's cost against a `fetch` that builds nothing (DECISIONS.md
 * S-46); the retry loop was already ours (S-35). A call is a plain description, sent again as it is
 * when retried.
 *
 * @example
 * const send = createTransport({ fetch: mock.fetch, retry: DEFAULT_RETRY_POLICY });
 * const response = await send(request, { retryable: true, timeoutMs: 30_000, maxRetries: 2 });
 */
export function createTransport(options: TransportOptions): Send {
  const { retry, logger, hooks = {} } = options;
  const observed = Boolean(logger || hooks.onRequest || hooks.onResponse || hooks.onRetry);
  const { fetch } = options;

  return async (request, policy) => {
    const limit = policy.retryable ? policy.maxRetries : 0;
    const startedAt = observed ? Date.now() : 0;
    // What logs and hooks see of the call, built only when something reads it.
    const seen = observed ? sentView(request) : undefined;
    const log = (entry: Omit<LogEntry, 'method' | 'url' | 'headers'>) =>
      seen && logger?.({ ...entry, method: seen.method, url: seen.url, headers: seen.headers() });
    const view = (attempt: number, more: Partial<CallView>): CallView => ({
      operationId: policy.operation?.id,
      method: request.method,
      urlTemplate: policy.operation?.path,
      url: seen?.url ?? '',
      attempt,
      durationMs: Date.now() - startedAt,
      ...more,
    });
    const hookFailed = (retryCount: number) => (error: unknown) =>
      log({
        level: 'warn',
        event: 'hook',
        retryCount,
        reason: error instanceof Error ? error.message : String(error),
      });
    // Waits out the backoff, then tells the span, the log and onRetry that retry `retryCount` starts.
    const beforeRetry = async (retryCount: number, reason: string, response?: Response) => {
      await wait(retryDelay(retryCount, response, retry), policy.signal);
      policy.onRetry?.();
      if (!observed) return;
      const status = response?.status;
      log({ level: 'warn', event: 'retry', ...(status ? { status } : {}), retryCount, reason });
      const requestId = response?.headers.get('request-id');
      callHook(hooks.onRetry, view(retryCount, { status, requestId, reason }), hookFailed(retryCount));
    };

    if (observed) callHook(hooks.onRequest, view(0, { durationMs: undefined }), hookFailed(0));
    for (let attempt = 0; ; attempt += 1) {
      // A Request can be sent once: every attempt but the last sends a copy.
      const input = request instanceof Request && attempt < limit ? request.clone() : request;
      let response: Response;
      try {
        response = await sendAttempt(fetch, input, policy.timeoutMs, policy.signal);
      } catch (error) {
        const failed = isConnectionFailure(error) && !policy.signal?.aborted;
        if (failed && attempt < limit) {
          await beforeRetry(attempt + 1, failureName(error));
          continue;
        }
        if (failed)
          log({ level: 'error', event: 'failure', retryCount: attempt, reason: failureName(error) });
        throw error;
      }
      if (observed) {
        const { status, ok } = response;
        const requestId = response.headers.get('request-id');
        log({ level: ok ? 'debug' : 'warn', event: 'response', status, requestId, retryCount: attempt });
        callHook(hooks.onResponse, view(attempt, { status, requestId }), hookFailed(attempt));
      }
      if (attempt < limit && RETRY_STATUS.includes(response.status)) {
        // The answer is dropped: free its connection before waiting.
        response.body?.cancel().catch(() => undefined);
        await beforeRetry(attempt + 1, `HTTP ${response.status}`, response);
        continue;
      }
      return response;
    }
  };
}

// The method, redacted URL and (on demand) redacted headers of a call, for logs and hooks.
function sentView(request: Request | OutgoingRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    headers: () => redactHeaders(request instanceof Request ? request.headers : new Headers(request.headers)),
  };
}
