// version-traceid-parentid-flags; version ff is forbidden, an all-zero trace id or parent id is invalid.
const TRACEPARENT = /^([0-9a-f]{2})-([0-9a-f]{32})-([0-9a-f]{16})-([0-9a-f]{2})(?:-|$)/;
const ZERO_TRACE = '0'.repeat(32);
const ZERO_PARENT = '0'.repeat(16);

/** The fields of a W3C `traceparent` header (Trace Context level 1) this package reads and writes. */
export interface TraceParent {
  /** 32 lowercase hex digits. */
  traceId: string;
  /** The caller's span: 16 lowercase hex digits. */
  spanId: string;
  /** Whether the caller sampled the trace (flag `01`). */
  sampled: boolean;
}

/**
 * The fields of a W3C `traceparent` header, or null when the header is absent or invalid (all-zero ids,
 * version `ff`, upper case). A later version may append fields after the flags, so those are allowed.
 *
 * @example
 * parseTraceparent('00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01');
 * // { traceId: '4bf92f3577b34da6a3ce929d0e0e4736', spanId: '00f067aa0ba902b7', sampled: true }
 */
export function parseTraceparent(header: string | null | undefined): TraceParent | null {
  if (!header) return null;
  const value = header.trim();
  const match = TRACEPARENT.exec(value);
  if (!match || match[1] === 'ff' || match[2] === ZERO_TRACE || match[3] === ZERO_PARENT) return null;
  if (match[1] === '00' && value.length !== 55) return null;
  // biome-ignore lint/style/noNonNullAssertion: the pattern has four groups.
  return { traceId: match[2]!, spanId: match[3]!, sampled: (Number.parseInt(match[4]!, 16) & 1) === 1 };
}

/**
 * The `traceparent` header (version `00`) of a span.
 *
 * @example
 * formatTraceparent({ traceId, spanId, sampled: true }); // '00-<traceId>-<spanId>-01'
 */
export function formatTraceparent(parent: TraceParent): string {
  return `00-${parent.traceId}-${parent.spanId}-${parent.sampled ? '01' : '00'}`;
}

const hexOf = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');

function randomHex(length: number): string {
  const bytes = new Uint8Array(length);
  do crypto.getRandomValues(bytes);
  while (bytes.every((byte) => byte === 0));
  return hexOf(bytes);
}

/**
 * A random trace id (32 hex digits, never all zero), for work that starts a trace of its own.
 *
 * @example
 * newTraceId(); // '0af7651916cd43dd8448eb211c80319c'
 */
export function newTraceId(): string {
  return randomHex(16);
}

/**
 * A random span id (16 hex digits, never all zero).
 *
 * @example
 * newSpanId(); // 'b7ad6b7169203331'
 */
export function newSpanId(): string {
  return randomHex(8);
}
