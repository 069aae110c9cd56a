import type { ScheduledTask } from '../clock';
import { isoTime } from '../clock';
import type { DomainContext, DomainEvent } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import {
  type DeliveryAttempt,
  deliveries,
  dropExpiredDeliveries,
  getDelivery,
  type WebhookDelivery,
} from './deliveries';
import { deliveryBody } from './delivery-request';
import { endpointsFor, getEndpoint } from './endpoints';
import { performAttempt, type WebhookFetch } from './perform-attempt';
import { nextAttemptAt, REPLAY_WINDOW_MS } from './retry-schedule';

/** How the engine posts. */
export interface DeliveryEngineOptions {
  fetch: WebhookFetch;
  /** The whole `User-Agent`; default `card-issuance-mock/<version>` (DECISIONS.md E-5). */
  userAgent?: string;
  /** The mock's version in the default `User-Agent`; default `0.0.0`. */
  version?: string;
}

/** The running delivery engine of one domain context. */
export interface DeliveryEngine {
  /** Unsubscribes and cancels scheduled attempts; attempts in flight finish and are logged. */
  stop(): void;
  /**
   * Resolves once no attempt is in flight (await it after `clock.advance`). A receiver that hangs keeps its
   * attempt in flight until the clock passes the attempt's 10 s deadline.
   */
  idle(): Promise<void>;
  /** Attempts running right now. */
  inFlightCount(): number;
  /** See {@link replayDelivery}. */
  replay(deliveryId: string): Promise<WebhookDelivery>;
  /**
   * Schedules every pending delivery in storage again at its `nextAttemptAt`: after the storage went back
   * to an earlier state (a failed commit of a store on disk).
   */
  resume(): void;
}

/**
 * Starts delivering: every event emitted from now on gets one delivery per matching endpoint, attempted
 * from a clock task due at once and retried on the exact schedule of part 6.1 (E-7) until a 2xx; after the
 * 8th failure the delivery is `dead`. `ctx.emit` only records and schedules, so it never waits on a
 * receiver. Pending deliveries already in storage resume at their `nextAttemptAt`. Run one engine per
 * context. On a frozen clock, attempts run when `advance` (or `runDue`) reaches them; advance to each due
 * time and await {@link DeliveryEngine.idle} before moving on, since one `advance` past a deadline counts an
 * attempt still in flight as timed out.
 *
 * @example
 * const engine = createDeliveryEngine(ctx, { fetch: globalThis.fetch, version: '1.0.0' });
 * ctx.clock.advance(30_000);
 * await engine.idle();
 */
export function createDeliveryEngine(ctx: DomainContext, options: DeliveryEngineOptions): DeliveryEngine {
  const userAgent = options.userAgent ?? `card-issuance-mock/${options.version ?? '0.0.0'}`;
  const inFlight = new Set<Promise<unknown>>();
  const busy = new Set<string>();
  const timers = new Map<string, ScheduledTask>();
  let stopped = false;

  function attempt(
    delivery: WebhookDelivery,
    secret: string,
    settle: (updated: WebhookDelivery, logged: DeliveryAttempt) => WebhookDelivery,
  ): Promise<WebhookDelivery> {
    busy.add(delivery.id);
    const done = performAttempt(ctx.clock, options.fetch, {
      attempt: delivery.attempts.length + 1,
      url: delivery.url,
      style: delivery.style,
      body: delivery.body,
      secret,
      userAgent,
    }).then((logged) => {
      busy.delete(delivery.id);
      // Re-read: the endpoint may have been removed, or the storage reset, while the receiver worked.
      const current = deliveries(ctx).get(delivery.id);
      if (!current) return { ...delivery, attempts: [...delivery.attempts, logged] };
      const updated = settle({ ...current, attempts: [...current.attempts, logged] }, logged);
      deliveries(ctx).put(updated.id, updated);
      return updated;
    });
    inFlight.add(done);
    void done.finally(() => inFlight.delete(done));
    return done;
  }

  function schedule(deliveryId: string, number: number, at: number): void {
    timers.get(deliveryId)?.cancel();
    timers.set(
      deliveryId,
      ctx.clock.schedule(at, () => {
        timers.delete(deliveryId);
        runScheduled(deliveryId, number);
      }),
    );
  }

  function runScheduled(deliveryId: string, number: number): void {
    const delivery = deliveries(ctx).get(deliveryId);
    if (stopped || !delivery || delivery.status !== 'pending' || busy.has(deliveryId)) return;
    if (delivery.attempts.length !== number - 1) return;
    const endpoint = getEndpoint(ctx, delivery.endpointId);
    if (!endpoint) {
      deliveries(ctx).put(deliveryId, {
        ...delivery,
        status: 'dead',
        deadReason: 'endpoint_removed',
        nextAttemptAt: null,
      });
      return;
    }
    const start = ctx.clock.now();
    void attempt(delivery, endpoint.secret, (updated, logged) => {
      if (updated.status !== 'pending') return updated;
      if (logged.error === null) {
        return {
          ...updated,
          status: 'delivered',
          nextAttemptAt: null,
          deliveredAt: isoTime(ctx.clock.now()),
        };
      }
      const due = nextAttemptAt(number + 1, start);
      if (due === undefined) {
        return { ...updated, status: 'dead', deadReason: 'attempts_exhausted', nextAttemptAt: null };
      }
      if (!stopped) schedule(deliveryId, number + 1, due);
      return { ...updated, nextAttemptAt: isoTime(due) };
    });
  }

  function onEvent(event: DomainEvent): void {
    const targets = endpointsFor(ctx, event);
    if (targets.length === 0) return;
    dropExpiredDeliveries(ctx);
    const body = deliveryBody(event);
    const now = ctx.clock.now();
    for (const endpoint of targets) {
      const delivery: WebhookDelivery = {
        id: prefixedId('whd', ctx.random),
        eventId: event.id,
        eventType: event.type,
        eventAt: isoTime(event.at),
        style: event.style,
        endpointId: endpoint.id,
        url: endpoint.url,
        programId: event.programId,
        environment: event.environment,
        status: 'pending',
        deadReason: null,
        nextAttemptAt: isoTime(now),
        body,
        attempts: [],
        createdAt: isoTime(now),
        deliveredAt: null,
      };
      deliveries(ctx).put(delivery.id, delivery);
      schedule(delivery.id, 1, now);
    }
  }

  function resume(): void {
    if (stopped) return;
    for (const delivery of deliveries(ctx).find('byStatus', 'pending')) {
      if (delivery.nextAttemptAt !== null) {
        schedule(delivery.id, delivery.attempts.length + 1, Date.parse(delivery.nextAttemptAt));
      }
    }
  }
  // Pending deliveries found in storage (a store reopened after a restart) resume where they were.
  resume();
  const unsubscribe = ctx.subscribe(onEvent);

  return {
    stop() {
      stopped = true;
      unsubscribe();
      for (const timer of timers.values()) timer.cancel();
      timers.clear();
    },
    async idle() {
      while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
    },
    inFlightCount: () => inFlight.size,
    resume,
    async replay(deliveryId) {
      const delivery = getDelivery(ctx, deliveryId);
      const refuse = (message: string, reason: string) =>
        new DomainError('unprocessable', message, { field: 'deliveryId', reason });
      if (delivery.status !== 'dead') throw refuse('only a dead delivery can be replayed', 'not_dead');
      if (ctx.clock.now() - Date.parse(delivery.eventAt) > REPLAY_WINDOW_MS) {
        throw refuse('a delivery can be replayed up to 30 days after its event', 'replay_window_expired');
      }
      const endpoint = getEndpoint(ctx, delivery.endpointId);
      if (!endpoint) throw refuse('the endpoint of this delivery was removed', 'endpoint_removed');
      if (busy.has(deliveryId)) {
        throw new DomainError('conflict', 'a replay of this delivery is in flight', { field: 'deliveryId' });
      }
      return attempt(delivery, endpoint.secret, (updated, logged) =>
        logged.error === null && updated.status === 'dead'
          ? { ...updated, status: 'delivered', deadReason: null, deliveredAt: isoTime(ctx.clock.now()) }
          : updated,
      );
    },
  };
}

/**
 * Replays a delivery from the dead-letter queue: one new attempt now, logged as the next attempt number.
 * Only a `dead` delivery, only up to 30 days after its event on the mock's clock, only while its endpoint
 * exists; otherwise `unprocessable` naming `deliveryId` (`not_found` when unknown). Success makes it
 * `delivered`; failure leaves it `dead`, with no further retries.
 *
 * @example
 * const delivery = await replayDelivery(ctx, engine, deliveryId);
 * delivery.status; // 'delivered'
 */
export async function replayDelivery(
  ctx: DomainContext,
  engine: DeliveryEngine,
  deliveryId: string,
): Promise<WebhookDelivery> {
  getDelivery(ctx, deliveryId);
  return engine.replay(deliveryId);
}
