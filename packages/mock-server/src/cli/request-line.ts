import { isoTimeFormatter } from '../domain/programs/iso-time';
import { maskCardNumbers } from '../http/mask-card-numbers';
import { pathOfUrl } from '../http/path-of-url';
import { traceIdOf } from '../http/trace-id';

const wallTime = isoTimeFormatter();

/**
 * One log line per request: time, method, path without the query string (card numbers masked, G-60),
 * status, duration, and `trace=<id>` when the request carried a valid W3C `traceparent`. The query is
 * dropped because it can carry identifiers; bodies and other headers are never read.
 *
 * @example
 * requestLine(request, 200, 3.2); // '2026-01-01T00:00:00.000Z GET /style-b/v1/card-list 200 3ms trace=4bf9…4736'
 */
export function requestLine(request: Request, status: number | null, ms: number): string {
  const traceId = traceIdOf(request.headers.get('traceparent'));
  return `${wallTime(Date.now())} ${request.method} ${maskCardNumbers(pathOfUrl(request.url))} ${status ?? 'dropped'} ${Math.round(ms)}ms${traceId ? ` trace=${traceId}` : ''}`;
}
