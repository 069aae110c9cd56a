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

/** How many requests the log keeps. */
export const REQUEST_LOG_LIMIT = 500;

const log = (ctx: DomainContext) => ctx.storage.collection<RequestLogEntry>('mock.requests');

interface LogCursor {
  next: number;
  oldest: number;
}

/**
 * Appends an entry, dropping the oldest past {@link REQUEST_LOG_LIMIT}. Keyed by a sequence, not the
 * request id: an idempotent replay reuses the original id.
 *
 * @example
 * logRequest(ctx, { id, at, style: 'b', method: 'GET', path: '/v1/card-list', status: 200, durationMs: 3 });
 */
export function logRequest(ctx: DomainContext, entry: RequestLogEntry): void {
  const cursors = ctx.storage.collection<LogCursor>('mock.requests.cursor');
  const cursor = cursors.get('cursor') ?? { next: 0, oldest: 0 };
  const entries = log(ctx);
  entries.put(String(cursor.next), entry);
  cursor.next += 1;
  while (cursor.next - cursor.oldest > REQUEST_LOG_LIMIT) {
    entries.delete(String(cursor.oldest));
    cursor.oldest += 1;
  }
  cursors.put('cursor', cursor);
}

/**
 * The newest `limit` entries, newest first.
 *
 * @example
 * recentRequests(ctx, 50);
 */
export function recentRequests(ctx: DomainContext, limit: number): RequestLogEntry[] {
  return [...log(ctx).values()].reverse().slice(0, limit);
}
