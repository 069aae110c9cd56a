import type { DomainContext } from '../domain';
import { invalidCursor } from '../domain/pagination';
import { maskCardNumbers } from '../http/mask-card-numbers';
import type { StyleName } from '../http/style-of-path';
import type { RecordedExchange } from './request-exchange';

/** One served request as `GET /_mock/requests` lists it: never bodies or headers, so never secrets. */
export interface RequestLogEntry {
  id: string;
  at: string;
  style: StyleName;
  method: string;
  /** Below the style's base URL, without the query string; card numbers masked. */
  path: string;
  /** null when the connection was dropped (an injected network error). */
  status: number | null;
  durationMs: number;
  /** The trace id of the request's W3C `traceparent`, null without a valid one (absent in older entries). */
  traceId?: string | null;
}

/**
 * An entry as kept: with its place in the log, which a page's cursor names, and what the HAR export shows
 * of its headers and bodies (redacted; absent in entries kept before it was recorded).
 */
interface StoredEntry extends RequestLogEntry {
  seq?: number;
  exchange?: RecordedExchange;
}

/** An entry with what was kept of its headers and bodies, as the HAR export reads it. */
export interface ExchangeLogEntry extends RequestLogEntry {
  exchange?: RecordedExchange | undefined;
}

/** How many requests the log keeps unless `createMock({ limits: { requestLog } })` says otherwise (G-31). */
export const REQUEST_LOG_LIMIT = 500;

/**
 * The collections of the request log: what the mock writes only for itself, so a store on disk writes them
 * as it can and never makes a response wait for them (DECISIONS.md G-33).
 */
export const REQUEST_LOG_COLLECTIONS = ['mock.requests', 'mock.requests.cursor'] as const;

/**
 * The log is a ring of `keep` slots: the entry of sequence `seq` is kept under the key `seq % keep`, so
 * writing one overwrites the oldest and nothing is ever deleted or indexed; a page reads slots newest
 * first and tests its filters on what it reads, which the window (500 by default) bounds. An index per
 * filter, and a removal for each entry past the window, were the largest cost of a request (issue 26).
 * Entries carry their sequence: a slot holding another one (an older file, another `keep`) is skipped.
 */
const log = (ctx: DomainContext) => ctx.storage.collection<StoredEntry>(REQUEST_LOG_COLLECTIONS[0]);
const cursorOf = (ctx: DomainContext) => ctx.storage.collection<LogCursor>(REQUEST_LOG_COLLECTIONS[1]);

interface LogCursor {
  next: number;
  oldest: number;
  /** The ring's size when `next - 1` was written (absent in older files, whose entries are keyed by `seq`). */
  keep?: number;
}

/** The entry of sequence `seq`, when its slot still holds it. */
function entryAt(ctx: DomainContext, seq: number, keep: number): StoredEntry | undefined {
  const entry = log(ctx).get(String(seq % keep));
  return entry?.seq === seq ? entry : undefined;
}

/**
 * Appends an entry (kept as given: the caller hands it over; a `LoggedRequest` records its exchange when
 * first read), its path's card numbers masked (G-60), over
 * the oldest once `keep` (default {@link REQUEST_LOG_LIMIT}) are kept. Placed by a sequence, not the
 * request id: an idempotent replay reuses the original id; the cursor holds the sequence of the next entry
 * and of the oldest kept.
 *
 * @example
 * logRequest(ctx, { id, at, style: 'b', method: 'GET', path: '/v1/card-list', status: 200, durationMs: 3 });
 */
export function logRequest(ctx: DomainContext, entry: ExchangeLogEntry, keep = REQUEST_LOG_LIMIT): void {
  const cursors = cursorOf(ctx);
  const current = cursors.get('cursor');
  const seq = current?.next ?? 0;
  // The entry is the caller's to give away (one object a request, kept for the window's length).
  const stored = entry as StoredEntry;
  stored.path = maskCardNumbers(entry.path);
  stored.seq = seq;
  log(ctx).put(String(seq % keep), stored);
  // A new cursor record each time: a snapshot (the seed, for reset) may hold the previous one.
  cursors.put('cursor', { next: seq + 1, oldest: Math.max(current?.oldest ?? 0, seq + 1 - keep), keep });
}

/** Which requests {@link recentRequests} answers: those matching every filter given. */
export interface RequestFilter {
  style?: StyleName | undefined;
  method?: string | undefined;
  status?: number | undefined;
}

/** A page of the request log; `next` names where the next page starts (null on the last). */
export interface RequestLogPage<E extends RequestLogEntry = RequestLogEntry> {
  items: E[];
  next: string | null;
}

/**
 * One page of the log, newest first: at most `limit` entries past the entry `after` (the `next` of the
 * previous page), filtered by style, method and status as it is read (G-57). An `after` that
 * is no longer kept throws `invalid` naming `cursor`.
 *
 * @example
 * recentRequests(ctx, { limit: 50 });
 * recentRequests(ctx, { limit: 50, after: page.next ?? undefined }, { status: 500 });
 */
export function recentRequests(
  ctx: DomainContext,
  page: { limit: number; after?: string | undefined },
  filter: RequestFilter = {},
): RequestLogPage {
  return readLog(ctx, page, filter, listedFields);
}

/**
 * The same page as {@link recentRequests}, each entry with what was kept of its headers and bodies
 * (redacted when logged): what `GET /_mock/requests.har` writes.
 *
 * @example
 * recentExchanges(ctx, { limit: 50 }).items[0]?.exchange?.response?.body?.text;
 */
export function recentExchanges(
  ctx: DomainContext,
  page: { limit: number; after?: string | undefined },
  filter: RequestFilter = {},
): RequestLogPage<ExchangeLogEntry> {
  // `exchange` read by name: a LoggedRequest's is a getter (recorded when first read), not an own field.
  return readLog(ctx, page, filter, (entry) => ({ ...listedFields(entry), exchange: entry.exchange }));
}

/**
 * An entry's fields as the JSON log lists them, copied by name: neither its place in the log nor its
 * `exchange` (reading a LoggedRequest's would record it for nothing).
 */
function listedFields(entry: StoredEntry): RequestLogEntry {
  const { id, at, style, method, path, status, durationMs, traceId } = entry;
  const kept = { id, at, style, method, path, status, durationMs };
  return traceId === undefined ? kept : { ...kept, traceId };
}

function readLog<E extends RequestLogEntry>(
  ctx: DomainContext,
  page: { limit: number; after?: string | undefined },
  filter: RequestFilter,
  view: (entry: StoredEntry) => E,
): RequestLogPage<E> {
  const { style, method, status } = filter;
  const holds = (e: StoredEntry) =>
    (style === undefined || e.style === style) &&
    (method === undefined || e.method === method) &&
    (status === undefined || e.status === status);
  const cursor = cursorOf(ctx).get('cursor') ?? { next: 0, oldest: 0 };
  // The ring as it was written: a mock reopened with another limit reads the old ring until it writes.
  const keep = cursor.keep ?? Number.MAX_SAFE_INTEGER;
  const oldest = Math.max(cursor.oldest, cursor.next - keep);
  let from = cursor.next - 1;
  if (page.after !== undefined) {
    const after = /^\d+$/.test(page.after) ? Number(page.after) : Number.NaN;
    if (!(after >= oldest && after < cursor.next) || !entryAt(ctx, after, keep)) throw invalidCursor();
    from = after - 1;
  }
  const items: E[] = [];
  let last: number | undefined;
  for (let seq = from; seq >= oldest; seq -= 1) {
    const entry = entryAt(ctx, seq, keep);
    if (!entry || !holds(entry)) continue;
    if (items.length === page.limit) return { items, next: String(last) };
    items.push(view(entry));
    last = seq;
  }
  return { items, next: null };
}
