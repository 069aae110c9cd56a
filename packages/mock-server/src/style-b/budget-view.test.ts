import { describe, expect, it } from 'vitest';
import { createTestWorld, onboardAccount } from '../../test/support/domain/test-world';
import { createBudget, transferIn } from '../domain/budgets';
import { budgetView } from './budget-view';

describe('budgetView', () => {
  it('shows the budget with its ledger balance (B-27)', () => {
    const world = createTestWorld();
    const account = onboardAccount(world);
    const budget = createBudget(world.ctx, world.scope, { accountId: account.accountId, name: 'Ads' });
    expect(budgetView(world.ctx, budget)).toEqual({
      budgetId: budget.budgetId,
      accountId: account.accountId,
      name: 'Ads',
      currency: 'USD',
      balance: { available: '0.00', locked: '0.00', total: '0.00' },
      createdAt: '2026-01-15T12:00:02.000Z',
    });
    transferIn(world.ctx, world.scope, {
      budgetId: budget.budgetId,
      accountId: account.accountId,
      clientTransactionId: 'in-1',
      amountCents: 10_000,
    });
    world.ctx.ledger.hold(budget.budgetId, 3_000, 'pending authorization');
    expect(budgetView(world.ctx, budget).balance).toEqual({
      available: '70.00',
      locked: '30.00',
      total: '100.00',
    });
  });
});
