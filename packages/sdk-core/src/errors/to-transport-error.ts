import { isNetworkError, isTimeoutError } from 'ky';
import type { ConnectionError, ConnectionErrorInit } from './connection-error';

/**
 * Maps what the transport threw to what callers see: the abort reason when the caller aborted, the style's
 * {@link ConnectionError} for timeouts and network failures (never ky's error, which holds the request and
 * its token), anything else unchanged.
 *
 * @example
 * throw toTransportError(error, { method: 'GET', path: '/v1/cards', signal }, (init) => new StyleXConnectionError(init));
 */
export function toTransportError(
  error: unknown,
  call: { method: string; path: string; signal?: AbortSignal | undefined },
  connectionError: (init: ConnectionErrorInit) => ConnectionError,
): unknown {
  const { method, path } = call;
  if (call.signal?.aborted) return call.signal.reason;
  if (isTimeoutError(error)) return connectionError({ timedOut: true, method, path });
  if (isNetworkError(error)) return connectionError({ timedOut: false, method, path, cause: error.cause });
  if (error instanceof TypeError) return connectionError({ timedOut: false, method, path, cause: error });
  return error;
}
