import { describe, expect, it } from 'vitest';
import { type CardTransaction, createTransactionUpserter } from './create-transaction-upserter';

const base: CardTransaction = {
  cardTransactionId: 'ctx_1',
  accountId: 'acc',
  cardId: 'card_1',
  budgetId: 'bud_1',
  type: 'AUTHORIZATION',
  status: 'PENDING',
  amount: '42.50',
  currency: 'USD',
  settledAmount: null,
  refundedAmount: null,
  merchantName: 'Blue Bottle',
  mcc: '5814',
  merchantCountry: 'US',
  declineReason: null,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const pending = base;
const closed = {
  ...base,
  status: 'CLOSED',
  settledAmount: '42.50',
  updatedAt: '2026-01-01T01:00:00.000Z',
} as const;
const refunded = { ...closed, status: 'REFUNDED', refundedAmount: '10.00' } as const;

describe('createTransactionUpserter', () => {
  it('keeps the latest state whatever order the events arrive in', async () => {
    const transactions = createTransactionUpserter();
    expect(await transactions.upsert(closed)).toEqual({ applied: true, transaction: closed });
    expect(await transactions.upsert(pending)).toEqual({ applied: false, transaction: closed });
    expect(await transactions.upsert(refunded)).toMatchObject({ applied: true });
    expect(await transactions.upsert(closed)).toMatchObject({ applied: false }); // same instant, earlier status
    expect((await transactions.get('ctx_1'))?.status).toBe('REFUNDED');
  });

  it('writes to the given store and re-applies a repeated delivery harmlessly', async () => {
    const store = new Map<string, CardTransaction>();
    const transactions = createTransactionUpserter({ store });
    await transactions.upsert(pending);
    expect(await transactions.upsert(pending)).toMatchObject({ applied: true });
    expect(store.get('ctx_1')).toEqual(pending);
  });
});
