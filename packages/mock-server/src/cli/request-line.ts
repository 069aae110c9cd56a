import type { UiClient } from '../app/ui-client';
import { isoTimeFormatter } from '../domain/clock/iso-time';
import { maskCardNumbers } from '../http/mask-card-numbers';
import { pathOfUrl } from '../http/path-of-url';
import { traceIdOf } from '../http/trace-id';

const wallTime = isoTimeFormatter();

/** What one log line says about one request: never bodies or headers (but `traceparent`). */
export interface RequestLine {
  at: string;
  method: string;
  /** Without the query string (it can carry identifiers); card numbers masked (G-60). */
  path: string;
  /** null when the connection was dropped (an injected network error). */
  status: number | null;
  ms: number;
  traceId: string | null;
  /** The mock's own page the request came from (`--log all` only shows these), null for API calls. */
  client: UiClient | null;
}

/** How the CLI writes its request lines (`--log-format`; `pretty` is `text` on a terminal). */
export type LineFormat = 'text' | 'pretty' | 'json';

/**
 * The facts of one request's log line.
 *
 * @example
 * requestFacts(request, 200, 3.2, null); // { at: '2026-…Z', method: 'GET', path: '/style-b/v1/card-list', status: 200, ms: 3, … }
 */
export function requestFacts(
  request: Request,
  status: number | null,
  ms: number,
  client: UiClient | null = null,
): RequestLine {
  return {
    at: wallTime(Date.now()),
    method: request.method,
    path: maskCardNumbers(pathOfUrl(request.url)),
    status,
    ms: Math.round(ms),
    traceId: traceIdOf(request.headers.get('traceparent')),
    client,
  };
}

const COLOURS = { dim: 2, red: 31, green: 32, yellow: 33, cyan: 36 } as const;
const paint = (colour: keyof typeof COLOURS, text: string) => `\x1b[${COLOURS[colour]}m${text}\x1b[0m`;
const statusColour = (status: number | null): keyof typeof COLOURS =>
  status === null || status >= 500 ? 'red' : status >= 400 ? 'yellow' : 'green';

/**
 * One line in a format: `text` is what a pipe or file gets (space separated, stable), `pretty` the same
 * facts aligned in columns and coloured for a terminal, `json` one JSON object.
 *
 * @example
 * formatLine(requestFacts(request, 200, 3.2), 'text'); // '2026-01-01T00:00:00.000Z GET /style-b/v1/card-list 200 3ms'
 */
export function formatLine(line: RequestLine, format: LineFormat): string {
  const status = line.status ?? 'dropped';
  const trace = line.traceId ? ` trace=${line.traceId}` : '';
  const client = line.client ? ` ui=${line.client}` : '';
  if (format === 'json') {
    const { traceId, client: ui, ...rest } = line;
    return JSON.stringify({ ...rest, ...(traceId ? { traceId } : {}), ...(ui ? { ui } : {}) });
  }
  if (format === 'text')
    return `${line.at} ${line.method} ${line.path} ${status} ${line.ms}ms${trace}${client}`;
  // Only the time of day: the date is the same on every line of a session.
  const time = paint('dim', line.at.slice(11, 23));
  const method = paint('cyan', line.method.padEnd(6));
  const code = paint(statusColour(line.status), String(status).padStart(7));
  const extra = trace || client ? paint('dim', `${trace}${client}`) : '';
  return `${time} ${method} ${line.path.padEnd(44)} ${code} ${`${line.ms}ms`.padStart(6)}${extra}`;
}

/**
 * One plain log line per request: time, method, path without the query string (card numbers masked,
 * G-60), status, duration, and `trace=<id>` when the request carried a valid W3C `traceparent`.
 *
 * @example
 * requestLine(request, 200, 3.2); // '2026-01-01T00:00:00.000Z GET /style-b/v1/card-list 200 3ms trace=4bf9…4736'
 */
export function requestLine(request: Request, status: number | null, ms: number): string {
  return formatLine(requestFacts(request, status, ms), 'text');
}

/**
 * The format `--log-format` means here: `auto` is `pretty` on a terminal (unless `NO_COLOR` is set) and
 * `text` on a pipe or file, so scripts reading stderr get the same lines as before.
 *
 * @example
 * lineFormatOf('auto', process.stderr, process.env); // 'pretty' in a terminal
 */
export function lineFormatOf(
  option: LineFormat | 'auto',
  stream: { isTTY?: boolean },
  env: Record<string, string | undefined>,
): LineFormat {
  if (option !== 'auto') return option;
  return stream.isTTY === true && !env.NO_COLOR ? 'pretty' : 'text';
}
