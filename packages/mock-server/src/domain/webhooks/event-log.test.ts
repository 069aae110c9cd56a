import { describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { createDomainContext, type DomainEvent } from '../context';
import { EVENT_LOG, keepEventWindow, newestEvents } from './event-log';

const T0 = Date.parse('2026-03-01T12:00:00Z');

const event = (i: number): DomainEvent => ({
  id: `evt_${i}`,
  style: 'b',
  type: i % 3 === 0 ? 'KYC.UPDATED' : 'CARD.CREATED',
  at: T0 + i,
  programId: 'prog_1',
  environment: 'sandbox',
  payload: { i },
});

describe('the event log window', () => {
  it('keeps the newest events only, dropping the oldest as events arrive', () => {
    const ctx = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
    for (let i = 0; i < 5; i += 1) ctx.emit(event(i));
    const stop = keepEventWindow(ctx, 3);
    expect(ctx.storage.collection(EVENT_LOG).size).toBe(3);
    for (let i = 5; i < 20; i += 1) ctx.emit(event(i));
    expect(newestEvents(ctx, 10).map((e) => e.id)).toEqual(['evt_19', 'evt_18', 'evt_17']);
    expect(newestEvents(ctx, 10, 'KYC.UPDATED').map((e) => e.id)).toEqual(['evt_18']);
    stop();
    ctx.emit(event(20));
    expect(ctx.storage.collection(EVENT_LOG).size).toBe(4);
  });

  it('refuses a window that is not a positive integer', () => {
    const ctx = createDomainContext();
    expect(() => keepEventWindow(ctx, 0)).toThrow(RangeError);
    expect(() => keepEventWindow(ctx, 1.5)).toThrow(RangeError);
  });
});
