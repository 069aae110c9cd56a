import { TimeoutError } from '../transport/send-attempt';
import type { ConnectionError, ConnectionErrorInit } from './connection-error';

/**
 * Maps what the transport threw to what callers see: the abort reason when the caller aborted, the style's
 * {@link ConnectionError} for timeouts and network failures (`fetch`'s TypeError as its cause), anything
 * else unchanged.
 *
 * @example
 * throw toTransportError(error, { method: 'GET', path: '/v1/cards', signal }, (init) => new StyleXConnectionError(init));
 */
export function toTransportError(
  error: unknown,
  call: { method: string; path: string; signal?: AbortSignal | undefined },
  connectionError: (init: ConnectionErrorInit) => ConnectionError,
): unknown {
  if (call.signal?.aborted) return call.signal.reason;
  const timedOut = error instanceof TimeoutError;
  if (!timedOut && !(error instanceof TypeError)) return error;
  return connectionError({
    timedOut,
    method: call.method,
    path: call.path,
    cause: timedOut ? undefined : error,
  });
}
