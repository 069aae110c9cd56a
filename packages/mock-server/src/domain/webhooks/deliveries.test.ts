import { describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { createDomainContext, type DomainEvent } from '../context';
import {
  type DeliveryFilter,
  deliveries,
  dropExpiredDeliveries,
  listDeliveries,
  listEvents,
  type WebhookDelivery,
} from './deliveries';
import { REPLAY_WINDOW_MS } from './retry-schedule';

const T0 = Date.parse('2026-03-01T12:00:00Z');

function withEvents(count: number) {
  const ctx = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
  const events: DomainEvent[] = [];
  for (let i = 0; i < count; i++) {
    const event: DomainEvent = {
      id: `evt_${i}`,
      style: i % 2 === 0 ? 'b' : 'a',
      type: i % 2 === 0 ? 'CARD.CREATED' : 'card.frozen',
      at: T0 + i,
      programId: 'prog_1',
      environment: 'sandbox',
      payload: { i },
    };
    ctx.emit(event);
    events.push(event);
  }
  return { ctx, events };
}

describe('listEvents', () => {
  it('reads the event log newest first, filtered by type and capped by limit', () => {
    const { ctx, events } = withEvents(5);
    expect(listEvents(ctx).items.map((e) => e.id)).toEqual(['evt_4', 'evt_3', 'evt_2', 'evt_1', 'evt_0']);
    expect(listEvents(ctx, { type: 'CARD.CREATED' }, { limit: 2 })).toMatchObject({
      items: [events[4], events[2]],
      hasMore: true,
    });
    expect(listEvents(ctx, { type: 'KYC.UPDATED' }).items).toEqual([]);
  });

  it('defaults to a page of the 50 newest events, and pages on from the last one', () => {
    const { ctx } = withEvents(120);
    const first = listEvents(ctx);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.id).toBe('evt_119');
    const second = listEvents(ctx, {}, { after: first.items.at(-1)?.id, limit: 100 });
    expect(second.items.map((e) => e.id)).toEqual(Array.from({ length: 70 }, (_, i) => `evt_${69 - i}`));
    expect(second.hasMore).toBe(false);
  });

  it('filters by card, of either style, and with the type', () => {
    const ctx = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
    const emit = (id: string, style: 'a' | 'b', type: string, payload: Record<string, unknown>) =>
      ctx.emit({ id, style, type, at: T0, programId: 'prog_1', environment: 'sandbox', payload });
    emit('e1', 'b', 'CARD.CREATED', { cardId: 'card_b' });
    emit('e2', 'a', 'card.frozen', { id: 'card_a' });
    emit('e3', 'b', 'CARD_TRANSACTION.CREATED', { cardId: 'card_b', cardTransactionId: 'ctx_1' });
    emit('e4', 'a', 'applicant.approved', { id: 'app_1' });
    const ids = (filter: { type?: string; cardId?: string }) =>
      listEvents(ctx, filter).items.map((e) => e.id);
    expect(ids({ cardId: 'card_b' })).toEqual(['e3', 'e1']);
    expect(ids({ cardId: 'card_a' })).toEqual(['e2']);
    expect(ids({ cardId: 'app_1' })).toEqual([]);
    expect(ids({ cardId: 'card_b', type: 'CARD.CREATED' })).toEqual(['e1']);
  });
});

// The limit's range and the status filter's values are the contract's (src/control/webhook-routes.test.ts).

describe('listDeliveries', () => {
  it('is empty without endpoints', () => {
    const { ctx } = withEvents(3);
    expect(listDeliveries(ctx).items).toEqual([]);
  });
});

function delivery(n: number, status: WebhookDelivery['status'], endpointId: string): WebhookDelivery {
  return {
    id: `whd_${n}`,
    eventId: `evt_${n % 2}`,
    eventType: 'CARD.CREATED',
    eventAt: new Date(T0).toISOString(),
    style: 'b',
    endpointId,
    url: 'http://127.0.0.1:9/hooks',
    programId: 'prog_1',
    environment: 'sandbox',
    status,
    deadReason: status === 'dead' ? 'attempts_exhausted' : null,
    nextAttemptAt: null,
    body: '{}',
    attempts: [],
    createdAt: new Date(T0).toISOString(),
    deliveredAt: null,
  };
}

describe('listDeliveries through the indexes', () => {
  it('answers every filter newest first, whichever index narrows it', () => {
    const { ctx } = withEvents(0);
    const all = [
      delivery(0, 'delivered', 'whe_a'),
      delivery(1, 'dead', 'whe_b'),
      delivery(2, 'pending', 'whe_a'),
      delivery(3, 'dead', 'whe_a'),
    ];
    for (const d of all) deliveries(ctx).put(d.id, d);
    // A delivery whose status changes keeps its place among the others of its new status.
    deliveries(ctx).put('whd_2', { ...(all[2] as WebhookDelivery), status: 'dead' });
    const ids = (filter: DeliveryFilter) => listDeliveries(ctx, filter).items.map((d) => d.id);
    expect(ids({})).toEqual(['whd_3', 'whd_2', 'whd_1', 'whd_0']);
    expect(ids({ status: 'dead' })).toEqual(['whd_3', 'whd_2', 'whd_1']);
    expect(ids({ endpointId: 'whe_a', status: 'dead' })).toEqual(['whd_3', 'whd_2']);
    expect(ids({ eventId: 'evt_1', endpointId: 'whe_b' })).toEqual(['whd_1']);
    expect(ids({ eventType: 'CARD.CREATED', endpointId: 'whe_b' })).toEqual(['whd_1']);
    expect(ids({ eventType: 'card.frozen' })).toEqual([]);
  });

  it('pages newest first past the last delivery of the previous page, under the same filters', () => {
    const { ctx } = withEvents(0);
    for (let n = 0; n < 7; n += 1) {
      const d = delivery(n, n % 2 === 0 ? 'dead' : 'delivered', 'whe_a');
      deliveries(ctx).put(d.id, d);
    }
    const first = listDeliveries(ctx, { status: 'dead' }, { limit: 2 });
    expect(first).toMatchObject({ items: [{ id: 'whd_6' }, { id: 'whd_4' }], hasMore: true });
    const rest = listDeliveries(ctx, { status: 'dead' }, { after: 'whd_4', limit: 2 });
    expect(rest).toMatchObject({ items: [{ id: 'whd_2' }, { id: 'whd_0' }], hasMore: false });
    // A delivery not under the filters (or none at all) is no cursor of this list.
    expect(() => listDeliveries(ctx, { status: 'dead' }, { after: 'whd_3' })).toThrow(/cursor/);
    expect(() => listDeliveries(ctx, {}, { after: 'whd_99' })).toThrow(/cursor/);
  });

  it('drops finished deliveries once their event is past the 30-day replay window, never pending ones', () => {
    const { ctx } = withEvents(0);
    for (const d of [delivery(0, 'delivered', 'whe_a'), delivery(1, 'dead', 'whe_a')]) {
      deliveries(ctx).put(d.id, d);
    }
    ctx.clock.advance(REPLAY_WINDOW_MS);
    dropExpiredDeliveries(ctx);
    expect(listDeliveries(ctx).items).toHaveLength(2);
    ctx.clock.advance(1);
    const young = { ...delivery(2, 'pending', 'whe_a'), eventAt: new Date(ctx.clock.now()).toISOString() };
    deliveries(ctx).put(young.id, young);
    dropExpiredDeliveries(ctx);
    expect(listDeliveries(ctx).items.map((d) => d.id)).toEqual(['whd_2']);
  });
});
