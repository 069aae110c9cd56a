import type { VelocityPeriod } from '../cards';
import type { DomainContext } from '../context';
import type { Cents } from '../money';
import { type StoredTransactionRecord, TRANSACTIONS } from '../transactions';

/** Velocity periods reset at 00:00 GMT+8 (Style B's velocity rules). */
const OFFSET_MS = 8 * 3_600_000;
const DAY_MS = 86_400_000;

/**
 * When the velocity window holding `nowMs` began, in epoch ms: 00:00 GMT+8 of the day, of the week's
 * Monday, of the first day of the month, quarter or year. `LIFETIME` never resets (-Infinity);
 * `TRANSACTION` and `NA` have no window (`null`).
 *
 * @example
 * windowStart('DAY', Date.parse('2026-01-15T12:00:00Z')); // Date.parse('2026-01-14T16:00:00Z')
 * windowStart('TRANSACTION', Date.now()); // null
 */
export function windowStart(period: VelocityPeriod, nowMs: number): number | null {
  if (period === 'TRANSACTION' || period === 'NA') return null;
  if (period === 'LIFETIME') return Number.NEGATIVE_INFINITY;
  // Work on the GMT+8 wall clock by shifting, then shift the wall-clock midnight back.
  const local = new Date(nowMs + OFFSET_MS);
  const year = local.getUTCFullYear();
  const month = local.getUTCMonth();
  let startLocal: number;
  switch (period) {
    case 'DAY':
      startLocal = Date.UTC(year, month, local.getUTCDate());
      break;
    case 'WEEK': {
      const sinceMonday = (local.getUTCDay() + 6) % 7;
      startLocal = Date.UTC(year, month, local.getUTCDate()) - sinceMonday * DAY_MS;
      break;
    }
    case 'MONTH':
      startLocal = Date.UTC(year, month, 1);
      break;
    case 'QUARTER':
      startLocal = Date.UTC(year, month - (month % 3), 1);
      break;
    case 'YEAR':
      startLocal = Date.UTC(year, 0, 1);
      break;
  }
  return startLocal - OFFSET_MS;
}

/**
 * What a transaction counts against a spending limit: a PENDING authorization its amount, a settled one
 * its settled amount minus what was refunded; FAIL and REVERSED count nothing, nor does an unlinked refund
 * (type REFUND: it gives no allowance back, DECISIONS.md B-50).
 *
 * @example
 * countedAmount({ ...record, status: 'REFUNDED', settledAmountCents: 1000, refundedAmountCents: 400 }); // 600
 */
export function countedAmount(record: StoredTransactionRecord): Cents {
  if (record.type === 'REFUND') return 0;
  switch (record.status) {
    case 'PENDING':
      return record.amountCents;
    case 'CLOSED':
    case 'REFUNDED':
      return (record.settledAmountCents ?? 0) - (record.refundedAmountCents ?? 0);
    default:
      return 0;
  }
}

/**
 * What a card has spent since `fromMs` (authorizations created at or after it), by {@link countedAmount}.
 *
 * @example
 * spentSince(ctx, cardId, windowStart('DAY', ctx.clock.now()) ?? 0);
 */
export function spentSince(ctx: DomainContext, cardId: string, fromMs: number): Cents {
  let spent = 0;
  for (const record of ctx.storage.collection(TRANSACTIONS).find('byCard', cardId)) {
    if (record.createdAt >= fromMs) spent += countedAmount(record);
  }
  return spent;
}
