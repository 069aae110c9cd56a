import type { DomainContext, DomainEvent, Environment } from '../context';
import { DomainError } from '../errors';
import { type DomainPage, type IndexedFilter, pageOfFilters } from '../pagination';
import { defineCollection } from '../storage';
import type { TraceCause } from '../tracing';
import { cardOfEvent, EVENT_LOG, type EventLogIndex } from './event-log';
import { REPLAY_WINDOW_MS } from './retry-schedule';

/** `pending` while attempts remain, `delivered` after a 2xx, `dead` in the dead-letter queue. */
export type DeliveryStatus = 'pending' | 'delivered' | 'dead';

/** One attempt, as logged on its delivery. */
export interface DeliveryAttempt {
  /** 1 to 8 on the retry schedule; replays continue the count. */
  attempt: number;
  /** When the attempt started, ISO 8601 on the mock's clock. */
  at: string;
  /** The receiver's HTTP status; `null` when it never answered (timeout, network error). */
  status: number | null;
  /** Mock-clock milliseconds from the start of the attempt to its outcome. */
  latencyMs: number;
  /** Why the attempt failed; `null` on a 2xx. */
  error: string | null;
}

/** One event on its way to one endpoint; a plain JSON record in `webhooks.deliveries`. */
export interface WebhookDelivery {
  id: string;
  eventId: string;
  eventType: string;
  /** When the event happened, ISO 8601: the replay window counts from it. */
  eventAt: string;
  style: 'a' | 'b';
  endpointId: string;
  url: string;
  programId: string;
  environment: Environment;
  status: DeliveryStatus;
  /** Why a `dead` delivery is dead; `null` otherwise. */
  deadReason: 'attempts_exhausted' | 'endpoint_removed' | null;
  /** When the next scheduled attempt is due, ISO 8601; `null` unless `pending`. */
  nextAttemptAt: string | null;
  /** The exact raw body every attempt sends, so retries are byte-identical. */
  body: string;
  attempts: DeliveryAttempt[];
  createdAt: string;
  deliveredAt: string | null;
  /** The trace of its event's cause, when there was one: the first attempt continues it (DECISIONS.md G-147). */
  trace?: TraceCause;
}

const ALL = 'all';

type DeliveryIndex = 'byStatus' | 'byEndpoint' | 'byEvent' | 'byEventType' | 'all';

/** Deliveries, by status, endpoint, event and event type, and as a whole (in creation order under each key). */
export const DELIVERIES = defineCollection<WebhookDelivery, DeliveryIndex>({
  name: 'webhooks.deliveries',
  indexes: {
    byStatus: (delivery) => delivery.status,
    byEndpoint: (delivery) => delivery.endpointId,
    byEvent: (delivery) => delivery.eventId,
    byEventType: (delivery) => delivery.eventType,
    all: () => ALL,
  },
});

/**
 * The `webhooks.deliveries` collection.
 *
 * @example
 * deliveries(ctx).put(delivery.id, delivery);
 */
export const deliveries = (ctx: DomainContext) => ctx.storage.collection(DELIVERIES);

/** How many old deliveries one new delivery sweeps at most. */
const SWEEP_PER_DELIVERY = 16;

/**
 * Drops finished deliveries (delivered or dead) whose event is older than the 30-day replay window, oldest
 * first and a few per call (G-32): nothing can be done with them any more. Called for every new delivery.
 *
 * @example
 * dropExpiredDeliveries(ctx);
 */
export function dropExpiredDeliveries(ctx: DomainContext): void {
  const cutoff = ctx.clock.now() - REPLAY_WINDOW_MS;
  const all = deliveries(ctx);
  const { items } = all.page('all', ALL, { offset: 0, limit: SWEEP_PER_DELIVERY });
  for (const delivery of items) {
    if (delivery.status === 'pending' || Date.parse(delivery.eventAt) >= cutoff) break;
    all.delete(delivery.id);
  }
}

/** Which deliveries {@link listDeliveries} answers: those matching every filter given. */
export interface DeliveryFilter {
  status?: DeliveryStatus | undefined;
  eventId?: string | undefined;
  endpointId?: string | undefined;
  eventType?: string | undefined;
}

/** A page of deliveries: at most `limit` (default 50), past the delivery `after` (newest first). */
export interface ListPage {
  after?: string | undefined;
  limit?: number | undefined;
}

/** What a list answers when its caller names no `limit`. */
export const DEFAULT_LIST_LIMIT = 50;

/**
 * One page of deliveries, newest first, filtered by `status`, `eventId`, `endpointId` and `eventType`
 * when given: read from the index of the filter that holds fewest, so a page costs its size, not the
 * deliveries kept (G-57). `after` is the last delivery of the previous page; one that is no longer under
 * these filters throws `invalid` naming `cursor`.
 *
 * @example
 * const { items: deadLetters, hasMore } = listDeliveries(ctx, { status: 'dead' }, { limit: 20 });
 */
export function listDeliveries(
  ctx: DomainContext,
  filter: DeliveryFilter = {},
  page: ListPage = {},
): DomainPage<WebhookDelivery> {
  const { status, eventId, endpointId, eventType } = filter;
  const filters: IndexedFilter<WebhookDelivery, DeliveryIndex>[] = [];
  if (status !== undefined)
    filters.push({ index: 'byStatus', key: status, holds: (d) => d.status === status });
  if (eventId !== undefined)
    filters.push({ index: 'byEvent', key: eventId, holds: (d) => d.eventId === eventId });
  if (endpointId !== undefined) {
    filters.push({ index: 'byEndpoint', key: endpointId, holds: (d) => d.endpointId === endpointId });
  }
  if (eventType !== undefined) {
    filters.push({ index: 'byEventType', key: eventType, holds: (d) => d.eventType === eventType });
  }
  return pageOfFilters(deliveries(ctx), { index: 'all', key: ALL }, filters, {
    after: page.after,
    limit: page.limit ?? DEFAULT_LIST_LIMIT,
    newestFirst: true,
  });
}

/**
 * One delivery with its attempt log; `not_found` naming `deliveryId` when unknown.
 *
 * @example
 * getDelivery(ctx, id).attempts.at(-1)?.error; // 'timeout after 10 s'
 */
export function getDelivery(ctx: DomainContext, deliveryId: string): WebhookDelivery {
  const delivery = deliveries(ctx).get(deliveryId);
  if (!delivery) throw new DomainError('not_found', 'deliveryId names no delivery', { field: 'deliveryId' });
  return delivery;
}

/**
 * Stops the pending deliveries of a removed endpoint: they become `dead` (`endpoint_removed`).
 *
 * @example
 * abandonDeliveries(ctx, endpoint.id);
 */
export function abandonDeliveries(ctx: DomainContext, endpointId: string): void {
  for (const delivery of deliveries(ctx).find('byEndpoint', endpointId)) {
    if (delivery.status !== 'pending') continue;
    deliveries(ctx).put(delivery.id, {
      ...delivery,
      status: 'dead',
      deadReason: 'endpoint_removed',
      nextAttemptAt: null,
    });
  }
}

/** Which events {@link listEvents} answers: of `type`, of the card `cardId`, or all. */
export interface EventFilter {
  type?: string | undefined;
  cardId?: string | undefined;
}

/**
 * One page of the event log (its newest events: G-31), newest first, filtered by `type` and `cardId`
 * when given, read from the log's indexes (G-57). `after` is the last event of the previous page.
 *
 * @example
 * const { items: [latest] } = listEvents(ctx, { type: 'CARD.CREATED' }, { limit: 1 });
 */
export function listEvents(
  ctx: DomainContext,
  filter: EventFilter = {},
  page: ListPage = {},
): DomainPage<DomainEvent> {
  const { type, cardId } = filter;
  const filters: IndexedFilter<DomainEvent, EventLogIndex>[] = [];
  if (type !== undefined) filters.push({ index: 'byType', key: type, holds: (e) => e.type === type });
  if (cardId !== undefined)
    filters.push({ index: 'byCard', key: cardId, holds: (e) => cardOfEvent(e) === cardId });
  return pageOfFilters(ctx.storage.collection(EVENT_LOG), { index: 'all', key: ALL }, filters, {
    after: page.after,
    limit: page.limit ?? DEFAULT_LIST_LIMIT,
    newestFirst: true,
  });
}
