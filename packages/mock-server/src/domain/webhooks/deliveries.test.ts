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
    expect(listEvents(ctx).map((e) => e.id)).toEqual(['evt_4', 'evt_3', 'evt_2', 'evt_1', 'evt_0']);
    expect(listEvents(ctx, { type: 'CARD.CREATED', limit: 2 })).toEqual([events[4], events[2]]);
    expect(listEvents(ctx, { type: 'KYC.UPDATED' })).toEqual([]);
  });

  it('defaults to the 100 newest events', () => {
    const { ctx } = withEvents(120);
    const listed = listEvents(ctx);
    expect(listed).toHaveLength(100);
    expect(listed[0]?.id).toBe('evt_119');
  });
});

// The limit's range and the status filter's values are the contract's (src/control/webhook-routes.test.ts).

describe('listDeliveries', () => {
  it('is empty without endpoints', () => {
    const { ctx } = withEvents(3);
    expect(listDeliveries(ctx)).toEqual([]);
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
    const ids = (filter: DeliveryFilter) => listDeliveries(ctx, filter).map((d) => d.id);
    expect(ids({})).toEqual(['whd_3', 'whd_2', 'whd_1', 'whd_0']);
    expect(ids({ status: 'dead' })).toEqual(['whd_3', 'whd_2', 'whd_1']);
    expect(ids({ endpointId: 'whe_a', status: 'dead' })).toEqual(['whd_3', 'whd_2']);
    expect(ids({ eventId: 'evt_1', endpointId: 'whe_b' })).toEqual(['whd_1']);
  });

  it('drops finished deliveries once their event is past the 30-day replay window, never pending ones', () => {
    const { ctx } = withEvents(0);
    for (const d of [delivery(0, 'delivered', 'whe_a'), delivery(1, 'dead', 'whe_a')]) {
      deliveries(ctx).put(d.id, d);
    }
    ctx.clock.advance(REPLAY_WINDOW_MS);
    dropExpiredDeliveries(ctx);
    expect(listDeliveries(ctx)).toHaveLength(2);
    ctx.clock.advance(1);
    const young = { ...delivery(2, 'pending', 'whe_a'), eventAt: new Date(ctx.clock.now()).toISOString() };
    deliveries(ctx).put(young.id, young);
    dropExpiredDeliveries(ctx);
    expect(listDeliveries(ctx).map((d) => d.id)).toEqual(['whd_2']);
  });
});
