/**
 * One log line per request: time, method, path without the query string, status, duration. The query is
 * dropped because it can carry identifiers; bodies and headers are never read.
 *
 * @example
 * requestLine(request, 200, 3.2); // '2026-01-01T00:00:00.000Z GET /style-b/v1/card-list 200 3ms'
 */
export function requestLine(request: Request, status: number | null, ms: number): string {
  return `${new Date().toISOString()} ${request.method} ${pathOf(request.url)} ${status ?? 'dropped'} ${Math.round(ms)}ms`;
}

/**
 * The path of a request's absolute, already normalized URL, sliced out rather than parsed again: this runs
 * once per request.
 */
function pathOf(url: string): string {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  if (start === -1) return '/';
  let end = url.length;
  for (let i = start; i < end; i += 1) {
    const c = url.charCodeAt(i);
    if (c === 63 /* ? */ || c === 35 /* # */) end = i;
  }
  return url.slice(start, end);
}
