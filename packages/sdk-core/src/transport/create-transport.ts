import ky, {
  type HTTPError,
  isHTTPError,
  isNetworkError,
  isTimeoutError,
  type Options,
  type RetryOptions,
} from 'ky';
import { type CallHooks, type CallView, callHook } from './call-hooks';
import type { FetchLike } from './fetch-like';
import type { LogEntry, Logger } from './logger';
import { redactHeaders } from './redact-headers';
import { redactUrl } from './redact-url';
import { backoffDelay, type RetryPolicy } from './retry-policy';

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

const ALL_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'];

// 501 is left out: NOT_IMPLEMENTED answers the same on every attempt.
const RETRY_STATUS = [408, 429, 500, 502, 503, 504];
const retryableStatus = (status: number) => RETRY_STATUS.includes(status);

// ky has read the body of a failed answer into `data`; the caller needs a Response again.
function responseOf(error: HTTPError): Response {
  const { data, response } = error;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const body = data === undefined ? null : typeof data === 'string' ? data : JSON.stringify(data);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

const isConnectionFailure = (error: unknown) =>
  isTimeoutError(error) || isNetworkError(error) || error instanceof TypeError;

// What ky carries from one hook of a call to the next (its `context` option).
interface CallContext {
  operation?: AttemptPolicy['operation'];
  startedAt: number;
  onRetry?: AttemptPolicy['onRetry'];
}

/**
 * Builds the transport: sends through ky with a timeout per attempt and, when the call is safe to repeat,
 * retries on connection failures, timeouts, 408, 429, 500, 502, 503 and 504 with jittered exponential backoff, honouring
 * `Retry-After` up to a cap. Waiting is abortable. Logs each answer, each retry with its reason, and a
 * call that got no answer, and calls the client's hooks.
 *
 * What does not change from call to call is built here once: the ky instance, its hooks (only when a
 * logger or a hook is set: ky clones every answer for an `afterResponse` hook) and the retry options of
 * each retry limit, so ky merges little per call.
 *
 * @example
 * const send = createTransport({ fetch: mock.fetch, retry: DEFAULT_RETRY_POLICY });
 * const response = await send(request, { retryable: true, timeoutMs: 30_000, maxRetries: 2 });
 */
export function createTransport(options: TransportOptions): Send {
  const { retry, logger, hooks = {} } = options;
  const observed = Boolean(logger || hooks.onRequest || hooks.onResponse || hooks.onRetry);
  const log = (entry: Omit<LogEntry, 'method' | 'url' | 'headers'>, request: Request) =>
    logger?.({
      ...entry,
      method: request.method,
      url: redactUrl(request.url),
      headers: redactHeaders(request.headers),
    });
  const view = (
    request: Request,
    context: CallContext | undefined,
    attempt: number,
    more: Partial<CallView>,
  ) => ({
    operationId: context?.operation?.id,
    method: request.method,
    urlTemplate: context?.operation?.path,
    url: redactUrl(request.url),
    attempt,
    durationMs: context ? Date.now() - context.startedAt : undefined,
    ...more,
  });
  const hookFailed = (request: Request, retryCount: number) => (error: unknown) =>
    log(
      {
        level: 'warn',
        event: 'hook',
        retryCount,
        reason: error instanceof Error ? error.message : String(error),
      },
      request,
    );
  const base = ky.create({
    fetch: options.fetch as typeof globalThis.fetch,
    throwHttpErrors: retryableStatus,
    hooks: {
      beforeRequest: observed
        ? [
            ({ request, options: { context } }) => {
              const call = context as unknown as CallContext | undefined;
              if (call) call.startedAt = Date.now();
              callHook(
                hooks.onRequest,
                view(request, call, 0, { durationMs: undefined }),
                hookFailed(request, 0),
              );
            },
          ]
        : [],
      // ky clones every answer for each afterResponse hook: registered only when something reads it.
      afterResponse: observed
        ? [
            ({ request, response, retryCount, options: { context } }) => {
              const { status, ok } = response;
              const requestId = response.headers.get('request-id');
              log(
                { level: ok ? 'debug' : 'warn', event: 'response', status, requestId, retryCount },
                request,
              );
              const call = context as unknown as CallContext | undefined;
              callHook(
                hooks.onResponse,
                view(request, call, retryCount, { status, requestId }),
                hookFailed(request, retryCount),
              );
            },
          ]
        : [],
      beforeRetry: [
        ({ request, error, retryCount, options: { context } }) => {
          const call = context as unknown as CallContext | undefined;
          call?.onRetry?.();
          if (!observed) return;
          const status = isHTTPError(error) ? error.response.status : undefined;
          const reason = status ? `HTTP ${status}` : error.name;
          log({ level: 'warn', event: 'retry', ...(status ? { status } : {}), retryCount, reason }, request);
          const requestId = isHTTPError(error) ? error.response.headers.get('request-id') : undefined;
          callHook(
            hooks.onRetry,
            view(request, call, retryCount, { status, requestId, reason }),
            hookFailed(request, retryCount),
          );
        },
      ],
    },
  });

  // ky's retry options of each retry limit, built once (ky normalizes them again per attempt).
  const retryOptions = new Map<number, RetryOptions>();
  const retryOf = (limit: number): RetryOptions => {
    let cached = retryOptions.get(limit);
    if (!cached) {
      cached = {
        limit,
        methods: ALL_METHODS,
        statusCodes: RETRY_STATUS,
        // ky's default: Retry-After is honoured on 413, 429 and 503, up to this cap.
        maxRetryAfter: retry.maxRetryAfterMs,
        // Capped at maxDelayMs by backoffDelay itself.
        delay: (attempt) => backoffDelay(attempt, retry),
        jitter: true,
        retryOnTimeout: true,
        // HTTP answers follow the status rules above; a timeout or a failed connection is retried.
        shouldRetry: ({ error }) => (isHTTPError(error) ? undefined : isConnectionFailure(error)),
      };
      retryOptions.set(limit, cached);
    }
    return cached;
  };

  return async (request, policy) => {
    const retryCount = policy.retryable ? policy.maxRetries : 0;
    const init: Options = { timeout: policy.timeoutMs, retry: retryOf(retryCount) };
    if (policy.signal) init.signal = policy.signal;
    if (observed || policy.onRetry) {
      init.context = {
        operation: policy.operation,
        startedAt: Date.now(),
        onRetry: policy.onRetry,
      } satisfies CallContext;
    }
    let input: Request | string;
    if (request instanceof Request) {
      input = request;
    } else {
      input = request.url;
      init.method = request.method;
      init.headers = request.headers;
      if (request.body !== undefined) init.body = request.body;
    }
    try {
      return await base(input, init);
    } catch (error) {
      if (isHTTPError(error)) return responseOf(error);
      // ky's TimeoutError and NetworkError carry the Request of the attempt that failed; a bare TypeError
      // (a fetch failure ky does not recognize) does not.
      if (isConnectionFailure(error) && !policy.signal?.aborted && logger) {
        const sent =
          (error as { request?: Request }).request ?? new Request(input, { method: request.method });
        log({ level: 'error', event: 'failure', retryCount, reason: (error as Error).name }, sent);
      }
      throw error;
    }
  };
}
