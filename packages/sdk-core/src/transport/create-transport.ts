import ky, { type HTTPError, isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type { FetchLike } from './fetch-like';
import type { LogEntry, Logger } from './logger';
import { redactHeaders } from './redact-headers';
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
}

/**
 * How one call may be sent: whether it may be repeated, how long each attempt may take.
 *
 * @example
 * const policy: AttemptPolicy = { retryable: true, timeoutMs: 30_000, maxRetries: 2, signal };
 */
export interface AttemptPolicy {
  retryable: boolean;
  timeoutMs: number;
  maxRetries: number;
  signal?: AbortSignal | undefined;
}

/**
 * Sends one request under an {@link AttemptPolicy} and answers the last Response, whatever its status.
 *
 * @example
 * const response = await send(request, { retryable: true, timeoutMs: 30_000, maxRetries: 2 });
 */
export type Send = (request: Request, policy: AttemptPolicy) => Promise<Response>;

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

/**
 * Builds the transport: sends through ky with a timeout per attempt and, when the call is safe to repeat,
 * retries on connection failures, timeouts, 408, 429, 500, 502, 503 and 504 with jittered exponential backoff, honouring
 * `Retry-After` up to a cap. Waiting is abortable. Logs each answer, each retry with its reason, and a
 * call that got no answer.
 *
 * @example
 * const send = createTransport({ fetch: mock.fetch, retry: DEFAULT_RETRY_POLICY });
 * const response = await send(request, { retryable: true, timeoutMs: 30_000, maxRetries: 2 });
 */
export function createTransport(options: TransportOptions): Send {
  const { retry, logger } = options;
  const log = (entry: Omit<LogEntry, 'method' | 'url' | 'headers'>, request: Request) =>
    logger?.({ ...entry, method: request.method, url: request.url, headers: redactHeaders(request.headers) });
  const base = ky.create({
    fetch: options.fetch as typeof globalThis.fetch,
    throwHttpErrors: retryableStatus,
    hooks: {
      afterResponse: [
        ({ request, response, retryCount }) => {
          const { status, ok } = response;
          const requestId = response.headers.get('request-id');
          log({ level: ok ? 'debug' : 'warn', event: 'response', status, requestId, retryCount }, request);
        },
      ],
      beforeRetry: [
        ({ request, error, retryCount }) => {
          const status = isHTTPError(error) ? error.response.status : undefined;
          const reason = status ? `HTTP ${status}` : error.name;
          log({ level: 'warn', event: 'retry', ...(status ? { status } : {}), retryCount, reason }, request);
        },
      ],
    },
  });

  return async (request, policy) => {
    const retryCount = policy.retryable ? policy.maxRetries : 0;
    try {
      return await base(request, {
        timeout: policy.timeoutMs,
        ...(policy.signal ? { signal: policy.signal } : {}),
        retry: {
          limit: retryCount,
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
        },
      });
    } catch (error) {
      if (isHTTPError(error)) return responseOf(error);
      if (isConnectionFailure(error) && !policy.signal?.aborted) {
        log({ level: 'error', event: 'failure', retryCount, reason: (error as Error).name }, request);
      }
      throw error;
    }
  };
}
