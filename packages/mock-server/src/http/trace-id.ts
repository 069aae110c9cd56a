// version-traceid-parentid-flags; version ff is forbidden, an all-zero trace id or parent id is invalid.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-[0-9a-f]{2}(?:-|$)/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_PARENT = '0'.repeat(16);

/**
 * The trace id of a W3C `traceparent` header (Trace Context level 1), or null when the header is absent or
 * invalid. A later version may append fields after the flags, so those are allowed.
 *
 * @example
 * traceIdOf(request.headers.get('traceparent')); // '4bf92f3577b34da6a3ce929d0e0e4736'
 */
export function traceIdOf(traceparent: string | null): string | null {
  if (!traceparent) return null;
  const match = TRACEPARENT.exec(traceparent.trim());
  if (!match || match[1] === 'ff' || match[2] === ZERO_TRACE || match[3] === ZERO_PARENT) return null;
  if (match[1] === '00' && traceparent.trim().length !== 55) return null;
  return match[2] as string;
}
