import { type DomainContext, defineCollection } from '../domain';
import { type DomainPage, type IndexedFilter, pageOfFilters } from '../domain/pagination';
import { maskCardNumbers } from '../http/mask-card-numbers';
import type { StyleName } from '../http/style-of-path';

/** One served request: never bodies or headers, so never secrets. */
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

/** An entry as kept: with its place in the log, which a page's cursor names. */
interface StoredEntry extends RequestLogEntry {
  seq?: number;
}

/** How many requests the log keeps unless `createMock({ limits: { requestLog } })` says otherwise (G-31). */
export const REQUEST_LOG_LIMIT = 500;

/**
 * The collections of the request log: what the mock writes only for itself, so a store on disk writes them
 * as it can and never makes a response wait for them (DECISIONS.md G-33).
 */
export const REQUEST_LOG_COLLECTIONS = ['mock.requests', 'mock.requests.cursor'] as const;

const ALL = 'all';
const NO_STATUS = 'none';
const statusKey = (status: number | null) => (status === null ? NO_STATUS : String(status));

type RequestLogIndex = 'all' | 'byStyle' | 'byMethod' | 'byStatus';

/** The log, keyed by sequence, by style, method and status, so a filtered page is a page of an index. */
const REQUEST_LOG = defineCollection<StoredEntry, RequestLogIndex>({
  name: REQUEST_LOG_COLLECTIONS[0],
  indexes: {
    all: () => ALL,
    byStyle: (entry) => entry.style,
    byMethod: (entry) => entry.method,
    byStatus: (entry) => statusKey(entry.status),
  },
});

const log = (ctx: DomainContext) => ctx.storage.collection(REQUEST_LOG);
const cursorOf = (ctx: DomainContext) => ctx.storage.collection<LogCursor>(REQUEST_LOG_COLLECTIONS[1]);

interface LogCursor {
  next: number;
  oldest: number;
}

/**
 * Appends an entry, its path's card numbers masked (G-60), dropping the oldest past `keep` (default
 * {@link REQUEST_LOG_LIMIT}). Keyed by a sequence, not the request id: an idempotent replay reuses the
 * original id; the cursor holds the sequence of the newest and the oldest kept, so appending never scans
 * the log.
 *
 * @example
 * logRequest(ctx, { id, at, style: 'b', method: 'GET', path: '/v1/card-list', status: 200, durationMs: 3 });
 */
export function logRequest(ctx: DomainContext, entry: RequestLogEntry, keep = REQUEST_LOG_LIMIT): void {
  const cursors = cursorOf(ctx);
  const current = cursors.get('cursor');
  // A new cursor record each time: a snapshot (the seed, for reset) may hold the previous one.
  const cursor = { next: current?.next ?? 0, oldest: current?.oldest ?? 0 };
  const entries = log(ctx);
  entries.put(String(cursor.next), { ...entry, path: maskCardNumbers(entry.path), seq: cursor.next });
  cursor.next += 1;
  while (cursor.next - cursor.oldest > keep) {
    entries.delete(String(cursor.oldest));
    cursor.oldest += 1;
  }
  cursors.put('cursor', cursor);
}

/** Which requests {@link recentRequests} answers: those matching every filter given. */
export interface RequestFilter {
  style?: StyleName | undefined;
  method?: string | undefined;
  status?: number | undefined;
}

/** A page of the request log; `next` names where the next page starts (null on the last). */
export interface RequestLogPage {
  items: RequestLogEntry[];
  next: string | null;
}

/**
 * One page of the log, newest first: at most `limit` entries past the entry `after` (the `next` of the
 * previous page), filtered by style, method and status through the log's indexes (G-57). An `after` that
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
  const { style, method, status } = filter;
  const filters: IndexedFilter<StoredEntry, RequestLogIndex>[] = [];
  if (style !== undefined) filters.push({ index: 'byStyle', key: style, holds: (e) => e.style === style });
  if (method !== undefined)
    filters.push({ index: 'byMethod', key: method, holds: (e) => e.method === method });
  if (status !== undefined) {
    filters.push({ index: 'byStatus', key: statusKey(status), holds: (e) => e.status === status });
  }
  const found: DomainPage<StoredEntry> = pageOfFilters(log(ctx), { index: 'all', key: ALL }, filters, {
    after: page.after,
    limit: page.limit,
    newestFirst: true,
  });
  const items = found.items.map(({ seq: _seq, ...entry }) => entry);
  const last = found.items.at(-1);
  // An entry written before entries carried their place (an older --data-dir) ends the paging.
  const next = found.hasMore && last?.seq !== undefined ? String(last.seq) : null;
  return { items, next };
}
