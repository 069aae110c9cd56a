import { describe, expect, it } from 'vitest';
import { createTestWorld, onboardAccount } from '../../../test/support/domain/test-world';
import { createBudget, getBudget } from './budget-store';

describe('createBudget', () => {
  it('creates an empty USD budget of an initialized account', () => {
    const world = createTestWorld();
    const account = onboardAccount(world);
    const budget = createBudget(world.ctx, world.scope, { accountId: account.accountId, name: 'Ads' });
    expect(budget).toMatchObject({
      budgetId: expect.stringMatching(/^bud_/),
      accountId: account.accountId,
      name: 'Ads',
      currency: 'USD',
      createdAt: '2026-01-15T12:00:02.000Z',
    });
    expect(world.ctx.ledger.balance(budget.budgetId)).toEqual({ available: 0, held: 0, total: 0 });
    expect(
      createBudget(world.ctx, world.scope, { accountId: account.accountId, name: 'B', currency: 'USD' })
        .currency,
    ).toBe('USD');
  });

  it('refuses an account before init (020003); fields and currencies: request-schemas.test.ts', () => {
    const world = createTestWorld();
    const approved = onboardAccount(world, world.scope, 'approved');
    expect(() => createBudget(world.ctx, world.scope, { accountId: approved.accountId, name: 'A' })).toThrow(
      expect.objectContaining({
        kind: 'unprocessable',
        reason: 'account_not_initialized',
        field: 'accountId',
      }),
    );
  });
});

describe('getBudget', () => {
  it('reads a budget of the account, in scope only', () => {
    const world = createTestWorld();
    const account = onboardAccount(world);
    const other = onboardAccount(world);
    const budget = createBudget(world.ctx, world.scope, { accountId: account.accountId, name: 'Ads' });
    expect(getBudget(world.ctx, world.scope, budget)).toEqual(budget);
    expect(() => getBudget(world.ctx, world.scope, { ...budget, accountId: other.accountId })).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'budgetId' }),
    );
    for (const scope of [world.other, world.production]) {
      expect(() => getBudget(world.ctx, scope, budget)).toThrow(
        expect.objectContaining({ kind: 'not_found' }),
      );
    }
  });
});
