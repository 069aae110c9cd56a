import { isNetworkError, isTimeoutError } from 'ky';
import { StyleBConnectionError } from '../errors/style-b-connection-error';

/**
 * Maps what the transport threw to what callers see: the abort reason when the caller aborted, a
 * {@link StyleBConnectionError} for timeouts and network failures (never ky's error, which holds the
 * request and its token), anything else unchanged.
 *
 * @example
 * throw toTransportError(error, { method: 'GET', path: '/v1/card-list', signal });
 */
export function toTransportError(
  error: unknown,
  call: { method: string; path: string; signal?: AbortSignal | undefined },
): unknown {
  if (call.signal?.aborted) return call.signal.reason;
  if (isTimeoutError(error)) return new StyleBConnectionError({ timedOut: true, ...call });
  if (isNetworkError(error))
    return new StyleBConnectionError({ timedOut: false, ...call, cause: error.cause });
  if (error instanceof TypeError)
    return new StyleBConnectionError({ timedOut: false, ...call, cause: error });
  return error;
}
