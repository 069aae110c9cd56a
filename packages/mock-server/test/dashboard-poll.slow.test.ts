import { afterEach, describe, expect, it } from 'vitest';
import type { Mock } from '../src';
import { pollOnce, sandboxWithDeliveries } from './support/dashboard-poll';

// One dashboard poll costs the same however many cards, events and deliveries the sandbox holds (issue 23):
// the same reads, each a bounded page but the fault list (added by hand), so the bytes stop growing once a
// page is full. Three sandboxes of the same 2,500 card events that differ only in their deliveries.
// Counted, never timed (bench/dashboard-poll.ts measures the time).
const mocks: Mock[] = [];
afterEach(() => {
  for (const mock of mocks.splice(0)) mock.close();
});

async function pollAt(deliveries: number) {
  const { mock, cardId } = await sandboxWithDeliveries(deliveries);
  mocks.push(mock);
  const delivered = await mock.fetch('http://127.0.0.1:4010/_mock/webhooks/deliveries?limit=500');
  const page = ((await delivered.json()) as { data: { items: unknown[] } }).data.items.length;
  expect(page).toBe(Math.min(500, deliveries));
  return { cardId, ...(await pollOnce(mock, { cardLimit: 25, deliveryStatus: '', selectedId: null })) };
}

describe('one dashboard poll', () => {
  it('makes the same six reads, five of bounded pages, with 10, 300 and 25,000 deliveries', async () => {
    const few = await pollAt(10);
    const full = await pollAt(300);
    const many = await pollAt(25_000);
    const shape = (requests: string[], cardId: string) =>
      requests.map((r) => r.replaceAll(cardId, '{cardId}'));
    expect(shape(many.requests, many.cardId)).toEqual(shape(few.requests, few.cardId));
    // The clock, cards, deliveries and faults, then the selected card's transactions and events. The
    // fault list is the one unpaged read: faults are added by hand, and the panel shows each one's calls
    // left as they count down (its cost is one read of an empty list here).
    expect(shape(many.requests, many.cardId)).toEqual([
      'GET /_mock/clock',
      'GET /_mock/cards?limit=25',
      'GET /_mock/webhooks/deliveries?limit=20',
      'GET /_mock/faults',
      'GET /_mock/cards/{cardId}/transactions?limit=20',
      'GET /_mock/events?cardId={cardId}&limit=20',
    ]);
    expect(many.requests.some((r) => r.includes('/_mock/state'))).toBe(false);
    // Once the deliveries fill their page (20), more add nothing; 10 fill half of it.
    expect(many.bytes).toBe(full.bytes);
    expect(few.bytes).toBeLessThan(many.bytes);
    expect(many.bytes / few.bytes).toBeLessThan(1.25);
    expect(many.bytes).toBeLessThan(64 * 1024);
  }, 120_000);
});
