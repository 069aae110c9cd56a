import ky, { isNetworkError, isTimeoutError, type Options } from 'ky';
import { type CallHooks, type CallView, callHook } from './call-hooks';
import type { FetchLike } from './fetch-like';
import type { LogEntry, Logger } from './logger';
import { redactHeaders } from './redact-headers';
import { redactUrl } from './redact-url';
import { retryDelay } from './retry-delay';
import type { RetryPolicy } from './retry-policy';
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
 * A request of the methods, not yet a `Request`: ky builds the one `Request` of each attempt from it, and a
 * replay after a refused token reuses it as is (nothing to clone).
 *
 * @example
 * const outgoing: OutgoingRequest = { url: `${baseUrl}/v1/cards/${id}`, method: 'GET', headers: {} };
 */
export interface OutgoingRequest {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string | undefined;
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

const isConnectionFailure = (error: unknown) =>
  isTimeoutError(error) || isNetworkError(error) || error instanceof TypeError;

/**
 * Builds the transport: ky sends each attempt (it builds the attempt's `Request`, bounds it with the
 * timeout and tells a timeout from a network failure); around it, a call that is safe to repeat is retried
 * on connection failures, timeouts, 408, 429, 500, 502, 503 and 504 with jittered exponential backoff,
 * honouring `Retry-After` up to a cap. Waiting is abortable. Logs each answer, each retry with its reason,
 * and a call that got no answer, and calls the client's hooks.
 *
 * The retry loop is ours, not ky's: ky's own retries clone every request before its first attempt, in
 * case it fails, which cost about a sixth of a call; a call here is rebuilt from its plain description
 * only when it is retried (S-35).
 *
 * @example
 * const send = createTransport({ fetch: mock.fetch, retry: DEFAULT_RETRY_POLICY });
 * const response = await send(request, { retryable: true, timeoutMs: 30_000, maxRetries: 2 });
 */
export function createTransport(options: TransportOptions): Send {
  const { retry, logger, hooks = {} } = options;
  const observed = Boolean(logger || hooks.onRequest || hooks.onResponse || hooks.onRetry);
  const base = ky.create({
    fetch: options.fetch as typeof globalThis.fetch,
    throwHttpErrors: false,
    retry: 0,
  });

  return async (request, policy) => {
    const limit = policy.retryable ? policy.maxRetries : 0;
    const startedAt = observed ? Date.now() : 0;
    const init: Options = { timeout: policy.timeoutMs };
    if (policy.signal) init.signal = policy.signal;
    if (!(request instanceof Request)) {
      init.method = request.method;
      init.headers = request.headers;
      if (request.body !== undefined) init.body = request.body;
    }
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
      const input = request instanceof Request ? (attempt < limit ? request.clone() : request) : request.url;
      let response: Response;
      try {
        response = await base(input, init);
      } catch (error) {
        const failed = isConnectionFailure(error) && !policy.signal?.aborted;
        if (failed && attempt < limit) {
          await beforeRetry(attempt + 1, (error as Error).name);
          continue;
        }
        if (failed)
          log({ level: 'error', event: 'failure', retryCount: attempt, reason: (error as Error).name });
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
