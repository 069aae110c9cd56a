import type { DomainContext, DomainEvent } from '../context';
import { defineCollection } from '../storage';

/** How many events the log keeps by default (DECISIONS.md G-31). */
export const DEFAULT_EVENT_LOG_LIMIT = 10_000;

const ALL = 'all';

/**
 * The card an event is about, of either style: Style B's `cardId` (cards and their transactions), Style
 * A's `card_id`, or the `id` of a Style A card event's card; `undefined` for other events.
 *
 * @example
 * cardOfEvent({ type: 'card.frozen', payload: { id: 'card_1' } }); // 'card_1'
 */
export function cardOfEvent(event: Pick<DomainEvent, 'type' | 'payload'>): string | undefined {
  const { cardId, card_id: cardIdA, id } = event.payload;
  if (typeof cardId === 'string') return cardId;
  if (typeof cardIdA === 'string') return cardIdA;
  return event.type.startsWith('card.') && typeof id === 'string' ? id : undefined;
}

/** The indexes of the event log. */
export type EventLogIndex = 'byType' | 'byCard' | 'all';

/**
 * The event log `ctx.emit` appends to (collection `events`), by type, by card and as a whole, so a page
 * of the newest events of a type or a card is a page of an index, never a scan of the log.
 */
export const EVENT_LOG = defineCollection<DomainEvent, EventLogIndex>({
  name: 'events',
  indexes: { byType: (event) => event.type, byCard: cardOfEvent, all: () => ALL },
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
