import type { DomainContext } from '../domain';
import type { StyleName } from './style-of-path';

/** One served request: never bodies or headers, so never secrets. */
export interface RequestLogEntry {
  id: string;
  at: string;
  style: StyleName;
  method: string;
  path: string;
  /** null when the connection was dropped (an injected network error). */
  status: number | null;
  durationMs: number;
}

/** How many requests the log keeps unless `createMock({ limits: { requestLog } })` says otherwise (G-31). */
export const REQUEST_LOG_LIMIT = 500;

/**
 * The collections of the request log: what the mock writes only for itself, so a store on disk writes them
 * as it can and never makes a response wait for them (DECISIONS.md G-33).
 */
export const REQUEST_LOG_COLLECTIONS = ['mock.requests', 'mock.requests.cursor'] as const;

const log = (ctx: DomainContext) => ctx.storage.collection<RequestLogEntry>(REQUEST_LOG_COLLECTIONS[0]);
const cursorOf = (ctx: DomainContext) => ctx.storage.collection<LogCursor>(REQUEST_LOG_COLLECTIONS[1]);

interface LogCursor {
  next: number;
  oldest: number;
}

/**
 * Appends an entry, dropping the oldest past `keep` (default {@link REQUEST_LOG_LIMIT}). Keyed by a
 * sequence, not the request id: an idempotent replay reuses the original id; the cursor holds the
 * sequence of the newest and the oldest kept, so neither appending nor reading scans the log.
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
  entries.put(String(cursor.next), entry);
  cursor.next += 1;
  while (cursor.next - cursor.oldest > keep) {
    entries.delete(String(cursor.oldest));
    cursor.oldest += 1;
  }
  cursors.put('cursor', cursor);
}

/**
 * The newest `limit` entries, newest first, read by sequence from the cursor.
 *
 * @example
 * recentRequests(ctx, 50);
 */
export function recentRequests(ctx: DomainContext, limit: number): RequestLogEntry[] {
  const cursor = cursorOf(ctx).get('cursor');
  if (!cursor) return [];
  const entries = log(ctx);
  const out: RequestLogEntry[] = [];
  for (let seq = cursor.next - 1; seq >= cursor.oldest && out.length < limit; seq -= 1) {
    const entry = entries.get(String(seq));
    if (entry) out.push(entry);
  }
  return out;
}
