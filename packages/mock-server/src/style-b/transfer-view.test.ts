import { describe, expect, it } from 'vitest';
import { createTestWorld, onboardAccount } from '../../test/support/domain/test-world';
import { createBudget, transferIn } from '../domain/budgets';
import { transferView } from './transfer-view';

describe('transferView', () => {
  it('shows the amount as a decimal string, without the request fingerprint', () => {
    const world = createTestWorld();
    const account = onboardAccount(world);
    const budget = createBudget(world.ctx, world.scope, { accountId: account.accountId, name: 'Ads' });
    const { transfer } = transferIn(world.ctx, world.scope, {
      budgetId: budget.budgetId,
      accountId: account.accountId,
      clientTransactionId: 'in-1',
      amountCents: 2_550,
    });
    expect(transferView(transfer)).toEqual({
      transferId: transfer.transferId,
      clientTransactionId: 'in-1',
      amount: '25.50',
      currency: 'USD',
      from: { accountId: account.accountId, id: account.walletId, type: 'WALLET' },
      to: { accountId: account.accountId, id: budget.budgetId, type: 'BUDGET' },
      status: 'COMPLETED',
      createdAt: '2026-01-15T12:00:02.000Z',
    });
  });
});
