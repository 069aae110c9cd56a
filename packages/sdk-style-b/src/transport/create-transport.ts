import ky, { type HTTPError, isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import type { FetchLike } from './fetch-like';
import type { StyleBLogger } from './logger';
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
  logger?: StyleBLogger | undefined;
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

const ALL_METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head'] as const;

const retryableStatus = (status: number) => status === 429 || status >= 500;

// ky has read the body of a failed answer into `data`; openapi-fetch needs a Response again.
function responseOf(error: HTTPError): Response {
  const { data, response } = error;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const body = data === undefined ? null : typeof data === 'string' ? data : JSON.stringify(data);
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

/**
 * Builds the transport: for each call, a `fetch` for openapi-fetch that sends through ky with a timeout
 * per attempt and, when the call is safe to repeat, retries on 5xx, 429, timeouts and network failures
 * with jittered exponential backoff, honouring `Retry-After` up to a cap. Waiting is abortable. The
 * last answer is returned as a Response whatever its status; only a failure to get one throws.
 *
 * @example
 * const transport = createTransport({ fetch: mock.fetch, retry: DEFAULT_RETRY_POLICY });
 * const fetchForCall = transport({ retryable: true, timeoutMs: 30_000, maxRetries: 2 });
 */
export function createTransport(options: TransportOptions): (policy: AttemptPolicy) => FetchLike {
  const { retry, logger } = options;
  const base = ky.create({
    fetch: options.fetch as typeof globalThis.fetch,
    throwHttpErrors: retryableStatus,
    hooks: {
      afterResponse: logger
        ? [
            ({ request, response, retryCount }) => {
              logger({
                event: 'response',
                method: request.method,
                url: request.url,
                status: response.status,
                requestId: response.headers.get('request-id'),
                retryCount,
                headers: redactHeaders(request.headers),
              });
            },
          ]
        : [],
      beforeRetry: logger
        ? [
            ({ request, error, retryCount }) => {
              logger({
                event: 'retry',
                method: request.method,
                url: request.url,
                ...(isHTTPError(error) ? { status: error.response.status } : {}),
                retryCount,
                headers: redactHeaders(request.headers),
                reason: isHTTPError(error) ? `HTTP ${error.response.status}` : error.name,
              });
            },
          ]
        : [],
    },
  });

  return (policy) => async (request) => {
    try {
      return await base(request, {
        timeout: policy.timeoutMs,
        ...(policy.signal ? { signal: policy.signal } : {}),
        retry: {
          limit: policy.retryable ? policy.maxRetries : 0,
          methods: [...ALL_METHODS],
          statusCodes: [429, 500, 502, 503, 504],
          afterStatusCodes: [429, 503],
          maxRetryAfter: retry.maxRetryAfterMs,
          backoffLimit: retry.maxDelayMs,
          delay: (attempt) => backoffDelay(attempt, retry),
          jitter: true,
          retryOnTimeout: true,
          // HTTP answers follow the status rules above; a timeout or a failed connection is retried.
          shouldRetry: ({ error }) =>
            isHTTPError(error)
              ? undefined
              : isTimeoutError(error) || isNetworkError(error) || error instanceof TypeError,
        },
      });
    } catch (error) {
      if (isHTTPError(error)) return responseOf(error);
      throw error;
    }
  };
}
