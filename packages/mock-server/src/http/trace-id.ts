import { parseTraceparent } from '@card-issuance/webhook-verifier/tracing';

/**
 * The trace id of a W3C `traceparent` header (Trace Context level 1), or null when the header is absent or
 * invalid. Read by the verifier's `parseTraceparent`, the workspace's one reader of the header.
 *
 * @example
 * traceIdOf(request.headers.get('traceparent')); // '4bf92f3577b34da6a3ce929d0e0e4736'
 */
export function traceIdOf(traceparent: string | null): string | null {
  return parseTraceparent(traceparent)?.traceId ?? null;
}
