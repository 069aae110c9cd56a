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
  return new ClockDeliveryEngine(ctx, options);
}

/** What an attempt's outcome makes of its delivery, given the delivery with the attempt logged. */
type Settle = (updated: WebhookDelivery, logged: DeliveryAttempt) => WebhookDelivery;

/** The {@link DeliveryEngine}: attempts run from clock tasks, one task per pending delivery. */
class ClockDeliveryEngine implements DeliveryEngine {
  private readonly userAgent: string;
  private readonly inFlight = new Set<Promise<unknown>>();
  /** Deliveries with an attempt in flight. */
  private readonly busy = new Set<string>();
  private readonly timers = new Map<string, ScheduledTask>();
  private readonly unsubscribe: () => void;
  private stopped = false;

  constructor(
    private readonly ctx: DomainContext,
    private readonly options: DeliveryEngineOptions,
  ) {
    this.userAgent = options.userAgent ?? `card-issuance-mock/${options.version ?? '0.0.0'}`;
    // Pending deliveries found in storage (a store reopened after a restart) resume where they were.
    this.resume();
    this.unsubscribe = ctx.subscribe((event) => this.onEvent(event));
  }

  stop(): void {
    this.stopped = true;
    this.unsubscribe();
    for (const timer of this.timers.values()) timer.cancel();
    this.timers.clear();
  }

  async idle(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
  }

  inFlightCount(): number {
    return this.inFlight.size;
  }

  resume(): void {
    if (this.stopped) return;
    for (const delivery of deliveries(this.ctx).find('byStatus', 'pending')) {
      if (delivery.nextAttemptAt !== null) {
        this.schedule(delivery.id, delivery.attempts.length + 1, Date.parse(delivery.nextAttemptAt));
      }
    }
  }

  async replay(deliveryId: string): Promise<WebhookDelivery> {
    const ctx = this.ctx;
    const delivery = getDelivery(ctx, deliveryId);
    const refuse = (message: string, reason: string) =>
      new DomainError('unprocessable', message, { field: 'deliveryId', reason });
    if (delivery.status !== 'dead') throw refuse('only a dead delivery can be replayed', 'not_dead');
    if (ctx.clock.now() - Date.parse(delivery.eventAt) > REPLAY_WINDOW_MS) {
      throw refuse('a delivery can be replayed up to 30 days after its event', 'replay_window_expired');
    }
    const endpoint = getEndpoint(ctx, delivery.endpointId);
    if (!endpoint) throw refuse('the endpoint of this delivery was removed', 'endpoint_removed');
    if (this.busy.has(deliveryId)) {
      throw new DomainError('conflict', 'a replay of this delivery is in flight', { field: 'deliveryId' });
    }
    return this.attempt(delivery, endpoint.secret, (updated, logged) =>
      logged.error === null && updated.status === 'dead'
        ? { ...updated, status: 'delivered', deadReason: null, deliveredAt: isoTime(ctx.clock.now()) }
        : updated,
    );
  }

  /** One delivery per endpoint the event matches, each attempted at once. */
  private onEvent(event: DomainEvent): void {
    const ctx = this.ctx;
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
        ...(event.trace ? { trace: event.trace } : {}),
      };
      deliveries(ctx).put(delivery.id, delivery);
      this.schedule(delivery.id, 1, now);
    }
  }

  /** Posts the delivery once; `settle` decides what the logged attempt makes of it. */
  private attempt(delivery: WebhookDelivery, secret: string, settle: Settle): Promise<WebhookDelivery> {
    const ctx = this.ctx;
    this.busy.add(delivery.id);
    const attempt = delivery.attempts.length + 1;
    // The first attempt continues the trace of the event's cause; a retry or a replay starts its own.
    const trace = ctx.tracer.attempt({
      deliveryId: delivery.id,
      eventId: delivery.eventId,
      eventType: delivery.eventType,
      url: delivery.url,
      attempt,
      cause: delivery.trace,
      continues: attempt === 1,
    });
    const done = performAttempt(ctx.clock, this.options.fetch, {
      attempt,
      url: delivery.url,
      style: delivery.style,
      body: delivery.body,
      secret,
      userAgent: this.userAgent,
      traceparent: trace.traceparent,
    }).then((logged) => {
      trace.end(logged.status, logged.error);
      this.busy.delete(delivery.id);
      // Re-read: the endpoint may have been removed, or the storage reset, while the receiver worked.
      const current = deliveries(ctx).get(delivery.id);
      if (!current) return { ...delivery, attempts: [...delivery.attempts, logged] };
      const updated = settle({ ...current, attempts: [...current.attempts, logged] }, logged);
      deliveries(ctx).put(updated.id, updated);
      return updated;
    });
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done));
    return done;
  }

  private schedule(deliveryId: string, number: number, at: number): void {
    this.timers.get(deliveryId)?.cancel();
    this.timers.set(
      deliveryId,
      this.ctx.clock.schedule(at, () => {
        this.timers.delete(deliveryId);
        this.runScheduled(deliveryId, number);
      }),
    );
  }

  /** Attempt `number` of a delivery, due now: posted unless something settled it meanwhile. */
  private runScheduled(deliveryId: string, number: number): void {
    const ctx = this.ctx;
    const delivery = deliveries(ctx).get(deliveryId);
    if (this.stopped || !delivery || delivery.status !== 'pending' || this.busy.has(deliveryId)) return;
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
    void this.attempt(delivery, endpoint.secret, (updated, logged) => {
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
      if (!this.stopped) this.schedule(deliveryId, number + 1, due);
      return { ...updated, nextAttemptAt: isoTime(due) };
    });
  }
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
