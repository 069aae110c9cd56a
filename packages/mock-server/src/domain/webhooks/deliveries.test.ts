import { describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { createDomainContext, type DomainEvent } from '../context';
import { catchDomainError } from '../errors';
import { listDeliveries, listEvents } from './deliveries';

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

  it.each([0, 1_001, 1.5, '10'])('rejects limit %j naming the field', (limit) => {
    const { ctx } = withEvents(1);
    expect(catchDomainError(() => listEvents(ctx, { limit }))).toMatchObject({
      kind: 'invalid',
      field: 'limit',
    });
  });
});

describe('listDeliveries', () => {
  it('is empty without endpoints, and validates its status filter', () => {
    const { ctx } = withEvents(3);
    expect(listDeliveries(ctx)).toEqual([]);
    expect(catchDomainError(() => listDeliveries(ctx, { status: 'failed' }))).toMatchObject({
      kind: 'invalid',
      field: 'status',
    });
  });
});
