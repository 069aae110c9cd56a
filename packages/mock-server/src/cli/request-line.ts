import { isoTimeFormatter } from '../domain/programs/iso-time';
import { maskCardNumbers } from '../http/mask-card-numbers';
import { pathOfUrl } from '../http/path-of-url';

const wallTime = isoTimeFormatter();

/**
 * One log line per request: time, method, path without the query string (card numbers masked, G-60),
 * status, duration. The query is dropped because it can carry identifiers; bodies and headers are never
 * read.
 *
 * @example
 * requestLine(request, 200, 3.2); // '2026-01-01T00:00:00.000Z GET /style-b/v1/card-list 200 3ms'
 */
export function requestLine(request: Request, status: number | null, ms: number): string {
  return `${wallTime(Date.now())} ${request.method} ${maskCardNumbers(pathOfUrl(request.url))} ${status ?? 'dropped'} ${Math.round(ms)}ms`;
}
