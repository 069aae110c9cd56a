import { describe, expect, it } from 'vitest';
import type { TransactionRecord } from '../transactions';
import { countedAmount, windowStart } from './velocity';

const at = (iso: string) => Date.parse(iso);

describe('windowStart', () => {
  it('has no window for TRANSACTION and NA, and an endless one for LIFETIME', () => {
    const now = at('2026-01-15T12:00:00Z');
    expect(windowStart('TRANSACTION', now)).toBeNull();
    expect(windowStart('NA', now)).toBeNull();
    expect(windowStart('LIFETIME', now)).toBe(Number.NEGATIVE_INFINITY);
  });

  it.each([
    // [now, start of the DAY]: 00:00 GMT+8 is 16:00 UTC of the day before.
    ['2026-01-15T12:00:00Z', '2026-01-14T16:00:00Z'],
    ['2026-01-14T16:00:00Z', '2026-01-14T16:00:00Z'],
    ['2026-01-14T15:59:59.999Z', '2026-01-13T16:00:00Z'],
    ['2026-01-15T15:59:59.999Z', '2026-01-14T16:00:00Z'],
  ])('DAY at %s starts at %s', (now, start) => {
    expect(windowStart('DAY', at(now))).toBe(at(start));
  });

  it.each([
    // 2026-01-15 is a Thursday; its week began on Monday 2026-01-12, 00:00 GMT+8.
    ['2026-01-15T12:00:00Z', '2026-01-11T16:00:00Z'],
    // Sunday 23:59:59.999 GMT+8 is still the same week.
    ['2026-01-18T15:59:59.999Z', '2026-01-11T16:00:00Z'],
    // Monday 00:00 GMT+8 (Sunday 16:00 UTC) starts the next week.
    ['2026-01-18T16:00:00Z', '2026-01-18T16:00:00Z'],
    // A Monday morning in GMT+8 that is still Sunday in UTC.
    ['2026-01-18T20:00:00Z', '2026-01-18T16:00:00Z'],
    // A week across a year boundary: Thursday 2026-01-01 GMT+8 belongs to the week of Monday 2025-12-29.
    ['2026-01-01T01:00:00Z', '2025-12-28T16:00:00Z'],
  ])('WEEK at %s starts at %s', (now, start) => {
    expect(windowStart('WEEK', at(now))).toBe(at(start));
  });

  it.each([
    ['2026-01-15T12:00:00Z', '2025-12-31T16:00:00Z'],
    // 1 February 00:00 GMT+8 is 31 January 16:00 UTC.
    ['2026-01-31T16:00:00Z', '2026-01-31T16:00:00Z'],
    ['2026-01-31T15:59:59.999Z', '2025-12-31T16:00:00Z'],
    // Leap day: 2024-02-29T20:00Z is already 1 March in GMT+8.
    ['2024-02-29T20:00:00Z', '2024-02-29T16:00:00Z'],
    ['2024-02-29T12:00:00Z', '2024-01-31T16:00:00Z'],
  ])('MONTH at %s starts at %s', (now, start) => {
    expect(windowStart('MONTH', at(now))).toBe(at(start));
  });

  it.each([
    ['2026-02-20T00:00:00Z', '2025-12-31T16:00:00Z'],
    ['2026-03-31T15:59:59.999Z', '2025-12-31T16:00:00Z'],
    ['2026-03-31T16:00:00Z', '2026-03-31T16:00:00Z'],
    ['2026-05-20T00:00:00Z', '2026-03-31T16:00:00Z'],
    ['2026-08-01T00:00:00Z', '2026-06-30T16:00:00Z'],
    ['2026-12-31T15:00:00Z', '2026-09-30T16:00:00Z'],
    ['2026-12-31T16:00:00Z', '2026-12-31T16:00:00Z'],
  ])('QUARTER at %s starts at %s', (now, start) => {
    expect(windowStart('QUARTER', at(now))).toBe(at(start));
  });

  it.each([
    ['2026-06-15T00:00:00Z', '2025-12-31T16:00:00Z'],
    ['2025-12-31T15:59:59.999Z', '2024-12-31T16:00:00Z'],
    ['2025-12-31T16:00:00Z', '2025-12-31T16:00:00Z'],
  ])('YEAR at %s starts at %s', (now, start) => {
    expect(windowStart('YEAR', at(now))).toBe(at(start));
  });

  it('never starts after now, and less than a period before it', () => {
    const spans = { DAY: 1, WEEK: 7, MONTH: 31, QUARTER: 92, YEAR: 366 } as const;
    for (let now = at('2024-01-01T00:00:00Z'); now < at('2027-01-01T00:00:00Z'); now += 3_600_000 * 7 + 1) {
      for (const [period, days] of Object.entries(spans)) {
        const start = windowStart(period as keyof typeof spans, now) ?? Number.NaN;
        expect(start).toBeLessThanOrEqual(now);
        expect(now - start).toBeLessThan(days * 86_400_000);
        // Every window starts at 00:00 GMT+8.
        expect((start + 8 * 3_600_000) % 86_400_000).toBe(0);
      }
    }
  });
});

describe('countedAmount', () => {
  const base = {
    amountCents: 1_000,
    settledAmountCents: null,
    refundedAmountCents: null,
  } as unknown as TransactionRecord;

  it('counts PENDING at its amount, CLOSED at its settled amount, REFUNDED net of the refund', () => {
    expect(countedAmount({ ...base, status: 'PENDING' })).toBe(1_000);
    expect(countedAmount({ ...base, status: 'CLOSED', settledAmountCents: 800 })).toBe(800);
    expect(
      countedAmount({ ...base, status: 'REFUNDED', settledAmountCents: 800, refundedAmountCents: 300 }),
    ).toBe(500);
  });

  it('counts nothing for FAIL and REVERSED', () => {
    expect(countedAmount({ ...base, status: 'FAIL' })).toBe(0);
    expect(countedAmount({ ...base, status: 'REVERSED' })).toBe(0);
  });
});
