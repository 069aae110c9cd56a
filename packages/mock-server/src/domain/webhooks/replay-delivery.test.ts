import { describe, expect, it } from 'vitest';
import { createTestReceiver } from '../../../test/support/domain/test-receiver';
import { createClock } from '../clock';
import { createDomainContext } from '../context';
import { uuid } from '../ids';
import { seedPartner } from '../partners';
import { listDeliveries, type WebhookDelivery } from './deliveries';
import { createDeliveryEngine, replayDelivery } from './delivery-engine';
import { addEndpoint, removeEndpoint } from './endpoints';
import { RETRY_DELAYS_MS } from './retry-schedule';

const T0 = Date.parse('2026-03-01T12:00:00Z');
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const LAST_ATTEMPT = T0 + RETRY_DELAYS_MS.reduce((a, b) => a + b);

/** A delivery walked to the dead-letter queue by a receiver that answers `status` until told otherwise. */
async function deadDelivery() {
  const ctx = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
  const { partner } = seedPartner(ctx, { name: 'Acme' });
  const receiver = { status: 500 };
  const { fetch, requests } = createTestReceiver(
    ctx.clock,
    () => new Response(null, { status: receiver.status }),
  );
  const engine = createDeliveryEngine(ctx, { fetch });
  const endpoint = addEndpoint(ctx, { url: 'http://h/', style: 'b' });
  ctx.emit({
    id: uuid(),
    style: 'b',
    type: 'CARD.UPDATED',
    at: T0,
    programId: partner.id,
    environment: 'sandbox',
    payload: { cardId: 'card_1', status: 'FROZEN', reasonCode: 3001 },
  });
  for (const delay of RETRY_DELAYS_MS) {
    ctx.clock.advance(delay);
    await engine.idle();
  }
  const delivery = listDeliveries(ctx).items[0] as WebhookDelivery;
  expect(delivery.status).toBe('dead');
  return { ctx, engine, endpoint, receiver, requests, id: delivery.id };
}

const refusal = async (promise: Promise<unknown>) => {
  try {
    await promise;
  } catch (error) {
    return error as { kind: string; field: string; reason: string };
  }
  throw new Error('expected a DomainError');
};

describe('replayDelivery', () => {
  it('replays a dead delivery now as attempt 9, the same signed body, and marks it delivered', async () => {
    const { ctx, engine, receiver, requests, id } = await deadDelivery();
    ctx.clock.advance(DAY);
    receiver.status = 200;
    const replayed = await replayDelivery(ctx, engine, id);
    expect(replayed).toMatchObject({
      status: 'delivered',
      deadReason: null,
      deliveredAt: iso(LAST_ATTEMPT + DAY),
    });
    expect(replayed.attempts).toHaveLength(9);
    expect(replayed.attempts[8]).toEqual({
      attempt: 9,
      at: iso(LAST_ATTEMPT + DAY),
      status: 200,
      latencyMs: 0,
      error: null,
    });
    expect(requests).toHaveLength(9);
    expect(requests[8]?.body).toBe(requests[0]?.body);
    // The same signed headers; the replay is a trace of its own (its `traceparent`).
    const { traceparent: replayTrace, ...replayed9 } = requests[8]?.headers ?? {};
    const { traceparent: firstTrace, ...first } = requests[0]?.headers ?? {};
    expect(replayed9).toEqual(first);
    expect(replayTrace?.slice(3, 35)).not.toBe(firstTrace?.slice(3, 35));
    expect(listDeliveries(ctx, { status: 'delivered' }).items).toEqual([replayed]);
    expect(await refusal(replayDelivery(ctx, engine, id))).toMatchObject({
      kind: 'unprocessable',
      field: 'deliveryId',
      reason: 'not_dead',
    });
  });

  it('leaves a delivery dead when the replay fails, and schedules nothing more', async () => {
    const { ctx, engine, requests, id } = await deadDelivery();
    const replayed = await engine.replay(id);
    expect(replayed.status).toBe('dead');
    expect(replayed.attempts.at(-1)).toMatchObject({
      attempt: 9,
      status: 500,
      error: 'unexpected status 500',
    });
    ctx.clock.advance(5 * DAY);
    await engine.idle();
    expect(requests).toHaveLength(9);
    const again = await replayDelivery(ctx, engine, id);
    expect(again.attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('replays up to exactly 30 days after the event, and refuses 1 ms later', async () => {
    const { ctx, engine, receiver, id } = await deadDelivery();
    ctx.clock.advance(T0 + 30 * DAY - ctx.clock.now());
    expect((await replayDelivery(ctx, engine, id)).attempts).toHaveLength(9);
    ctx.clock.advance(1);
    receiver.status = 200;
    expect(await refusal(replayDelivery(ctx, engine, id))).toMatchObject({
      kind: 'unprocessable',
      field: 'deliveryId',
      reason: 'replay_window_expired',
    });
    expect(listDeliveries(ctx).items[0]).toMatchObject({ status: 'dead' });
  });

  it('refuses pending, unknown and orphaned deliveries, and a second replay in flight', async () => {
    const { ctx, engine, endpoint, id } = await deadDelivery();
    expect(await refusal(replayDelivery(ctx, engine, 'whd_nope'))).toMatchObject({
      kind: 'not_found',
      field: 'deliveryId',
    });
    const first = engine.replay(id);
    expect(await refusal(engine.replay(id))).toMatchObject({ kind: 'conflict', field: 'deliveryId' });
    await first;
    removeEndpoint(ctx, endpoint.id);
    expect(await refusal(replayDelivery(ctx, engine, id))).toMatchObject({
      kind: 'unprocessable',
      reason: 'endpoint_removed',
    });
  });

  it('refuses a pending delivery', async () => {
    const ctx = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
    const { partner } = seedPartner(ctx, { name: 'Acme' });
    const engine = createDeliveryEngine(ctx, { fetch: createTestReceiver(ctx.clock).fetch });
    addEndpoint(ctx, { url: 'http://h/', style: 'b' });
    ctx.emit({
      id: uuid(),
      style: 'b',
      type: 'CARD.CREATED',
      at: T0,
      programId: partner.id,
      environment: 'sandbox',
      payload: {},
    });
    const [delivery] = listDeliveries(ctx, { status: 'pending' }).items;
    expect(await refusal(replayDelivery(ctx, engine, delivery?.id ?? ''))).toMatchObject({
      reason: 'not_dead',
    });
  });
});
