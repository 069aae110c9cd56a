import type { DomainContext, DomainEvent, Environment } from '../context';
import { DomainError } from '../errors';
import { defineCollection } from '../storage';
import { newestEvents } from './event-log';
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
}

const ALL = 'all';

/** Deliveries, by status, endpoint and event, and as a whole (in creation order under each key). */
export const DELIVERIES = defineCollection<WebhookDelivery, 'byStatus' | 'byEndpoint' | 'byEvent' | 'all'>({
  name: 'webhooks.deliveries',
  indexes: {
    byStatus: (delivery) => delivery.status,
    byEndpoint: (delivery) => delivery.endpointId,
    byEvent: (delivery) => delivery.eventId,
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
}

/**
 * Deliveries, newest first, filtered by `status`, `eventId` and `endpointId` when given.
 *
 * @example
 * const deadLetters = listDeliveries(ctx, { status: 'dead' });
 */
export function listDeliveries(ctx: DomainContext, filter: DeliveryFilter = {}): WebhookDelivery[] {
  const { status, eventId, endpointId } = filter;
  // The narrowest index given answers; the other filters apply to what it holds.
  const all = deliveries(ctx);
  const candidates =
    eventId !== undefined
      ? all.find('byEvent', eventId)
      : endpointId !== undefined
        ? all.find('byEndpoint', endpointId)
        : status !== undefined
          ? all.find('byStatus', status)
          : all.find('all', ALL);
  return candidates
    .filter(
      (d) =>
        (status === undefined || d.status === status) &&
        (eventId === undefined || d.eventId === eventId) &&
        (endpointId === undefined || d.endpointId === endpointId),
    )
    .reverse();
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

const DEFAULT_EVENT_LIMIT = 100;

/** Which events {@link listEvents} answers: of `type` when given, the newest `limit` (default 100). */
export interface EventFilter {
  type?: string | undefined;
  /** A positive integer (the control API takes 1 to 500). */
  limit?: number | undefined;
}

/**
 * The event log (its newest events: G-31), newest first: `type` filters, `limit` (default 100) caps.
 *
 * @example
 * const [latest] = listEvents(ctx, { type: 'CARD.CREATED', limit: 1 });
 */
export function listEvents(ctx: DomainContext, filter: EventFilter = {}): DomainEvent[] {
  return newestEvents(ctx, filter.limit ?? DEFAULT_EVENT_LIMIT, filter.type);
}
