import { BASE_PATHS } from '../http/style-of-path';
import type { KeptBody, KeptMessage } from './request-exchange';
import type { ExchangeLogEntry } from './request-log';

/** The name the HAR's `log.creator` gives. */
export const HAR_CREATOR = 'card-issuance-mock';

interface HarNameValue {
  name: string;
  value: string;
}

/** One HAR 1.2 entry as the mock writes it, with its custom fields (`_requestId`, `_style`...). */
export interface HarEntry {
  startedDateTime: string;
  time: number;
  request: {
    method: string;
    url: string;
    httpVersion: string;
    cookies: [];
    headers: HarNameValue[];
    queryString: HarNameValue[];
    postData?: { mimeType: string; text: string; comment?: string };
    headersSize: -1;
    bodySize: number;
    comment?: string;
  };
  response: {
    status: number;
    statusText: string;
    httpVersion: string;
    cookies: [];
    headers: HarNameValue[];
    content: { size: number; mimeType: string; text?: string; comment?: string };
    redirectURL: string;
    headersSize: -1;
    bodySize: number;
    _error?: string;
  };
  cache: Record<string, never>;
  timings: { blocked: -1; dns: -1; connect: -1; ssl: -1; send: number; wait: number; receive: number };
  comment?: string;
  _requestId: string;
  _style: string;
  _traceId?: string;
}

/** A HAR 1.2 document of one page of the request log. */
export interface HarDocument {
  log: {
    version: '1.2';
    creator: { name: string; version: string };
    entries: HarEntry[];
    comment: string;
    /** The `cursor` of the next page (as `GET /_mock/requests` names it), null on the last. */
    _nextCursor: string | null;
  };
}

/** Where a page's entries are and what comes after them. */
export interface HarPage {
  /** The page, newest first, as the request log reads it. */
  items: ExchangeLogEntry[];
  /** The next page's `cursor`, null on the last. */
  nextCursor: string | null;
}

/** What the document says besides the entries. */
export interface HarContext {
  /** The mock's version, for `log.creator`. */
  version: string;
  /** Where a URL is rebuilt for an entry logged before URLs were kept: the origin asked from. */
  origin: string;
}

// The HTTP/1.1 reason phrases of the statuses the mock answers: Hono's responses carry none.
const REASONS: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  202: 'Accepted',
  204: 'No Content',
  302: 'Found',
  304: 'Not Modified',
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  410: 'Gone',
  413: 'Payload Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

const EMPTY: KeptMessage = { headers: [], body: null };

function content(body: KeptBody | null): HarEntry['response']['content'] {
  if (!body) return { size: 0, mimeType: '' };
  return {
    size: body.size,
    mimeType: body.mimeType,
    ...(body.text === undefined ? {} : { text: body.text }),
    ...(body.comment === undefined ? {} : { comment: body.comment }),
  };
}

function harRequest(entry: ExchangeLogEntry, origin: string): HarEntry['request'] {
  const { exchange } = entry;
  const url = exchange?.url ?? `${origin}${BASE_PATHS[entry.style]}${entry.path}`;
  const { headers, body } = exchange?.request ?? EMPTY;
  const request: HarEntry['request'] = {
    method: entry.method,
    url,
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers,
    queryString: [...new URL(url).searchParams].map(([name, value]) => ({ name, value })),
    headersSize: -1,
    bodySize: body?.size ?? 0,
  };
  if (body) {
    request.postData = { mimeType: body.mimeType, text: body.text ?? '' };
    if (body.comment !== undefined) request.postData.comment = body.comment;
  }
  return request;
}

function harResponse(entry: ExchangeLogEntry): HarEntry['response'] {
  const kept = entry.exchange?.response ?? EMPTY;
  const response: HarEntry['response'] = {
    status: entry.status ?? 0,
    statusText: entry.status === null ? '' : (REASONS[entry.status] ?? ''),
    httpVersion: 'HTTP/1.1',
    cookies: [],
    headers: kept.headers,
    content: content(kept.body),
    redirectURL: kept.headers.find((header) => header.name === 'location')?.value ?? '',
    headersSize: -1,
    bodySize: kept.body?.size ?? (entry.status === null ? -1 : 0),
  };
  if (entry.status === null) response._error = 'connection dropped: a network-error fault of the mock';
  return response;
}

/**
 * One entry of the request log as a HAR 1.2 entry: the headers and bodies kept (redacted when logged), the
 * time on the mock's clock, and the real time taken as `wait` (the mock cannot tell sending from waiting).
 * A dropped connection is status 0 with `_error`, as Chromium writes a failed request.
 *
 * @example
 * harEntry(recentExchanges(ctx, { limit: 1 }).items[0], 'http://127.0.0.1:4010');
 */
export function harEntry(entry: ExchangeLogEntry, origin: string): HarEntry {
  const har: HarEntry = {
    startedDateTime: entry.at,
    time: entry.durationMs,
    request: harRequest(entry, origin),
    response: harResponse(entry),
    cache: {},
    timings: { blocked: -1, dns: -1, connect: -1, ssl: -1, send: 0, wait: entry.durationMs, receive: 0 },
    _requestId: entry.id,
    _style: entry.style,
  };
  if (entry.traceId) har._traceId = entry.traceId;
  if (!entry.exchange) {
    har.comment = 'logged before this mock kept headers and bodies: its URL is rebuilt from its path';
  }
  return har;
}

/**
 * A page of the request log as a HAR 1.2 document: the same entries as `GET /_mock/requests` with the same
 * `limit`, `cursor` and filters, written oldest first (as a browser records them), the next page's cursor
 * in `log._nextCursor` and in `log.comment`.
 *
 * @example
 * const page = recentExchanges(ctx, { limit: 50 });
 * harDocument({ items: page.items, nextCursor: encodeCursor(page.next) }, { version: '1.0.0', origin });
 */
export function harDocument(page: HarPage, context: HarContext): HarDocument {
  const count = page.items.length;
  const more = page.nextCursor
    ? ` Older requests: the same request with cursor=${page.nextCursor}.`
    : ' No older requests are kept.';
  return {
    log: {
      version: '1.2',
      creator: { name: HAR_CREATOR, version: context.version },
      entries: page.items.map((entry) => harEntry(entry, context.origin)).reverse(),
      comment: `${count} request${count === 1 ? '' : 's'} served by the mock, oldest first; secrets redacted.${more}`,
      _nextCursor: page.nextCursor,
    },
  };
}
