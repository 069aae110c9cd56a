import type { DomainContext, DomainEvent } from '../context';
import { defineCollection } from '../storage';

/** How many events the log keeps by default (DECISIONS.md G-31). */
export const DEFAULT_EVENT_LOG_LIMIT = 10_000;

const ALL = 'all';

/**
 * The event log `ctx.emit` appends to (collection `events`), by type and as a whole, so the newest events
 * of a type are a page of an index, never a scan of the log.
 */
export const EVENT_LOG = defineCollection<DomainEvent, 'byType' | 'all'>({
  name: 'events',
  indexes: { byType: (event) => event.type, all: () => ALL },
});

/**
 * The newest `limit` events, newest first, of one `type` or of all.
 *
 * @example
 * newestEvents(ctx, 1, 'CARD.CREATED')[0]?.id;
 */
export function newestEvents(ctx: DomainContext, limit: number, type?: string): DomainEvent[] {
  const log = ctx.storage.collection(EVENT_LOG);
  return log.page(type === undefined ? 'all' : 'byType', type ?? ALL, { offset: 0, limit, newestFirst: true })
    .items;
}

/**
 * Keeps the event log to its newest `limit` events (G-31): after each event, the oldest beyond the window
 * are dropped. Deliveries carry their own body, so a dropped event loses nothing a retry or replay needs.
 * Answers the function that stops it.
 *
 * @example
 * const stop = keepEventWindow(ctx, 10_000);
 */
export function keepEventWindow(ctx: DomainContext, limit = DEFAULT_EVENT_LOG_LIMIT): () => void {
  if (!Number.isSafeInteger(limit) || limit < 1) {
    throw new RangeError(`the event log limit must be a positive integer, got ${limit}`);
  }
  const log = ctx.storage.collection(EVENT_LOG);
  const trim = () => {
    const excess = log.count('all', ALL) - limit;
    if (excess <= 0) return;
    for (const event of log.page('all', ALL, { offset: 0, limit: excess }).items) log.delete(event.id);
  };
  trim();
  return ctx.subscribe(trim);
}
