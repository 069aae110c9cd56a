import { describe, expect, it } from 'vitest';
import { createClock } from '../clock';
import { createDomainContext, type DomainEvent } from '../context';
import { emitEvent, isoTime } from './emit-event';

describe('emitEvent', () => {
  it('stamps the event with a UUID, the clock and the scope', () => {
    const events: DomainEvent[] = [];
    const at = Date.parse('2026-01-01T00:00:00Z');
    const ctx = createDomainContext({ clock: createClock({ frozenAt: at }), onEvent: (e) => events.push(e) });
    emitEvent(ctx, { programId: 'prog_1', environment: 'sandbox' }, 'CARD.CREATED', { cardId: 'card_1' });
    expect(events).toEqual([
      {
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        style: 'b',
        type: 'CARD.CREATED',
        at,
        programId: 'prog_1',
        environment: 'sandbox',
        payload: { cardId: 'card_1' },
      },
    ]);
    expect(isoTime(at)).toBe('2026-01-01T00:00:00.000Z');
  });
});
