import { describe, expect, it } from 'vitest';
import { createTestReceiver, type ReceivedRequest } from '../../../test/support/domain/test-receiver';
import { createClock } from '../clock';
import { createDomainContext } from '../context';
import { uuid } from '../ids';
import { seedPartner } from '../partners';
import { getDelivery, listDeliveries, type WebhookDelivery } from './deliveries';
import { createDeliveryEngine } from './delivery-engine';
import { addEndpoint } from './endpoints';
import { nextAttemptAt, RETRY_DELAYS_MS } from './retry-schedule';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const iso = (ms: number) => new Date(ms).toISOString();
const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Lets a test await the moment the next request reaches the receiver, without sleeping. */
function arrivalsOf() {
  let resolve: () => void = () => undefined;
  let pending = new Promise<void>((r) => {
    resolve = r;
  });
  return {
    arrived() {
      resolve();
    },
    async next() {
      await pending;
      pending = new Promise<void>((r) => {
        resolve = r;
      });
    },
  };
}

function setup(respond: (request: ReceivedRequest) => Response | Promise<Response>) {
  const ctx = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
  const { partner } = seedPartner(ctx, { name: 'Acme' });
  const receiver = createTestReceiver(ctx.clock, respond);
  const engine = createDeliveryEngine(ctx, { fetch: receiver.fetch });
  addEndpoint(ctx, { url: 'http://localhost:4000/hooks', style: 'b' });
  ctx.emit({
    id: uuid(),
    style: 'b',
    type: 'CARD_TRANSACTION.CREATED',
    at: T0,
    programId: partner.id,
    environment: 'sandbox',
    payload: { cardTransactionId: 'tx_1', status: 'PENDING' },
  });
  const delivery = (): WebhookDelivery => listDeliveries(ctx).items[0] as WebhookDelivery;
  const step = async (ms: number) => {
    ctx.clock.advance(ms);
    await engine.idle();
  };
  return { ctx, receiver, engine, delivery, step };
}

describe('retry schedule', () => {
  it('is exactly 0 s, 30 s, 1 min, 5 min, 15 min, 1 h, 4 h, 24 h after the previous attempt (E-7)', () => {
    expect(RETRY_DELAYS_MS).toEqual([
      0,
      30 * SECOND,
      MINUTE,
      5 * MINUTE,
      15 * MINUTE,
      HOUR,
      4 * HOUR,
      24 * HOUR,
    ]);
    expect(nextAttemptAt(2, T0)).toBe(T0 + 30 * SECOND);
    expect(nextAttemptAt(8, T0)).toBe(T0 + 24 * HOUR);
    expect(nextAttemptAt(9, T0)).toBeUndefined();
    expect(nextAttemptAt(1, T0)).toBeUndefined();
  });

  it('walks all 8 attempts at their exact due times, none 1 ms early, then dead-letters', async () => {
    const { receiver, delivery, step } = setup(() => new Response('down', { status: 500 }));
    await step(0);
    expect(receiver.requests.map((r) => r.at)).toEqual([T0]);

    let due = T0;
    for (const [index, delay] of RETRY_DELAYS_MS.entries()) {
      if (index === 0) continue;
      due += delay;
      expect(delivery()).toMatchObject({ status: 'pending', nextAttemptAt: iso(due) });
      await step(delay - 1);
      expect(receiver.requests).toHaveLength(index);
      await step(1);
      expect(receiver.requests).toHaveLength(index + 1);
      expect(receiver.requests[index]?.at).toBe(due);
    }

    const dueTimes = RETRY_DELAYS_MS.map(
      (_, i) => T0 + RETRY_DELAYS_MS.slice(0, i + 1).reduce((a, b) => a + b),
    );
    expect(delivery()).toMatchObject({
      status: 'dead',
      deadReason: 'attempts_exhausted',
      nextAttemptAt: null,
    });
    expect(delivery().attempts).toEqual(
      dueTimes.map((at, i) => ({
        attempt: i + 1,
        at: iso(at),
        status: 500,
        latencyMs: 0,
        error: 'unexpected status 500',
      })),
    );
    expect(dueTimes.at(-1)).toBe(T0 + 29 * HOUR + 21 * MINUTE + 30 * SECOND);
    await step(40 * 24 * HOUR);
    expect(receiver.requests).toHaveLength(8);
  });

  it('fails an attempt whose receiver does not answer within 10 s, then retries 30 s after its start', async () => {
    const arrivals = arrivalsOf();
    const { ctx, receiver, engine, delivery, step } = setup(() => {
      arrivals.arrived();
      return new Promise<Response>(() => undefined); // never answers, ignores the abort
    });
    ctx.clock.advance(0);
    await arrivals.next();
    ctx.clock.advance(9_999);
    expect(delivery().attempts).toEqual([]);
    expect(receiver.requests[0]?.signal?.aborted).toBe(false);
    ctx.clock.advance(1);
    await engine.idle();
    expect(receiver.requests[0]?.signal?.aborted).toBe(true);
    expect(delivery()).toMatchObject({
      status: 'pending',
      nextAttemptAt: iso(T0 + 30 * SECOND),
      attempts: [{ attempt: 1, at: iso(T0), status: null, latencyMs: 10_000, error: 'timeout after 10 s' }],
    });
    await step(19_999);
    expect(receiver.requests).toHaveLength(1);
    ctx.clock.advance(1);
    await arrivals.next();
    expect(receiver.requests.map((r) => r.at)).toEqual([T0, T0 + 30 * SECOND]);
    await step(10_000);
    expect(delivery().attempts[1]).toEqual({
      attempt: 2,
      at: iso(T0 + 30 * SECOND),
      status: null,
      latencyMs: 10_000,
      error: 'timeout after 10 s',
    });
    expect(delivery().nextAttemptAt).toBe(iso(T0 + 90 * SECOND));
  });

  it('counts a receiver that answers before the deadline as on time, with its latency', async () => {
    const arrivals = arrivalsOf();
    let release: (response: Response) => void = () => undefined;
    const { ctx, engine, delivery } = setup(() => {
      arrivals.arrived();
      return new Promise<Response>((resolve) => {
        release = resolve;
      });
    });
    ctx.clock.advance(0);
    await arrivals.next();
    ctx.clock.advance(9_999);
    release(new Response(null, { status: 200 }));
    await engine.idle();
    expect(delivery()).toMatchObject({
      status: 'delivered',
      attempts: [{ attempt: 1, status: 200, latencyMs: 9_999, error: null }],
    });
  });

  it('delivers when the receiver recovers mid-schedule, and stops retrying', async () => {
    let up = false;
    const { receiver, delivery, step } = setup(() => new Response(null, { status: up ? 200 : 502 }));
    await step(0);
    await step(30 * SECOND);
    await step(MINUTE);
    up = true;
    await step(5 * MINUTE);
    expect(delivery()).toMatchObject({
      status: 'delivered',
      nextAttemptAt: null,
      deliveredAt: iso(T0 + 6 * MINUTE + 30 * SECOND),
    });
    expect(delivery().attempts.map((a) => [a.attempt, a.status, a.error])).toEqual([
      [1, 502, 'unexpected status 502'],
      [2, 502, 'unexpected status 502'],
      [3, 502, 'unexpected status 502'],
      [4, 200, null],
    ]);
    await step(48 * HOUR);
    expect(receiver.requests).toHaveLength(4);
  });

  it('logs a network error with a null status and retries it', async () => {
    const { ctx, delivery, step } = setup(() => {
      throw new TypeError('fetch failed: ECONNREFUSED');
    });
    await step(0);
    expect(getDelivery(ctx, delivery().id)).toMatchObject({
      status: 'pending',
      nextAttemptAt: iso(T0 + 30 * SECOND),
      attempts: [
        {
          attempt: 1,
          at: iso(T0),
          status: null,
          latencyMs: 0,
          error: 'network error: fetch failed: ECONNREFUSED',
        },
      ],
    });
  });
});
