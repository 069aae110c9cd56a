import { describe, expect, it } from 'vitest';
import { centsOf } from '../../../test/support/domain/cents-of';
import { createTestWorld, onboardAccount } from '../../../test/support/domain/test-world';
import { listWallets } from '../accounts';
import { createBudget } from './budget-store';
import { type BudgetTransferInput, transferIn, transferOut } from './budget-transfers';

function setup() {
  const world = createTestWorld();
  const account = onboardAccount(world);
  const budget = createBudget(world.ctx, world.scope, { accountId: account.accountId, name: 'Ads' });
  const body = (clientTransactionId: string, amount: string) => ({
    budgetId: budget.budgetId,
    accountId: account.accountId,
    clientTransactionId,
    amountCents: centsOf(amount),
  });
  const wallet = () =>
    world.ctx.ledger.balance(listWallets(world.ctx, world.scope, account)[0]?.id ?? '').available;
  const balance = () => world.ctx.ledger.balance(budget.budgetId);
  return { ...world, account, budget, body, wallet, balance };
}

describe('transferIn and transferOut', () => {
  it('move money between the wallet and the budget, recording transfers', () => {
    const { ctx, scope, account, budget, body, wallet, balance } = setup();
    const result = transferIn(ctx, scope, body('in-1', '100'));
    expect(result.replayed).toBe(false);
    expect(result.transfer).toMatchObject({
      clientTransactionId: 'in-1',
      amountCents: 10_000,
      from: { accountId: account.accountId, id: account.walletId, type: 'WALLET' },
      to: { accountId: account.accountId, id: budget.budgetId, type: 'BUDGET' },
      status: 'COMPLETED',
    });
    expect(balance()).toEqual({ available: 10_000, held: 0, total: 10_000 });
    expect(wallet()).toBe(990_000);
    const out = transferOut(ctx, scope, body('out-1', '40.5'));
    expect(out.transfer.from.type).toBe('BUDGET');
    expect(ctx.ledger.balance(out.budget.budgetId).available).toBe(5_950);
    expect(wallet()).toBe(994_050);
  });

  it('replay the same clientTransactionId without moving twice; another body is a mismatch (B-28)', () => {
    const { ctx, scope, body, balance } = setup();
    const first = transferIn(ctx, scope, body('in-1', '10'));
    const again = transferIn(ctx, scope, body('in-1', '10.00'));
    expect(again).toEqual({ ...first, replayed: true });
    expect(balance().total).toBe(1_000);
    expect(() => transferIn(ctx, scope, body('in-1', '11'))).toThrow(
      expect.objectContaining({ kind: 'idempotency_mismatch', field: 'clientTransactionId' }),
    );
    // One namespace per partner: the same id on the other direction is another request.
    expect(() => transferOut(ctx, scope, body('in-1', '10'))).toThrow(
      expect.objectContaining({ kind: 'idempotency_mismatch' }),
    );
  });

  it('tell insufficient funds (030001) from locked funds (030003, B-27)', () => {
    const { ctx, scope, budget, body } = setup();
    expect(() => transferIn(ctx, scope, body('in-big', '10000.01'))).toThrow(
      expect.objectContaining({ kind: 'insufficient_funds' }),
    );
    transferIn(ctx, scope, body('in-1', '100'));
    ctx.ledger.hold(budget.budgetId, 3_000, 'pending authorization');
    expect(ctx.ledger.balance(budget.budgetId)).toEqual({ available: 7_000, held: 3_000, total: 10_000 });
    expect(() => transferOut(ctx, scope, body('out-1', '80'))).toThrow(
      expect.objectContaining({ kind: 'funds_locked' }),
    );
    expect(() => transferOut(ctx, scope, body('out-1', '100.01'))).toThrow(
      expect.objectContaining({ kind: 'insufficient_funds' }),
    );
    // A failed attempt records nothing: the same id may be used again.
    expect(transferOut(ctx, scope, body('out-1', '70')).replayed).toBe(false);
  });

  it('check the budget and the scope (the amount range: budget-routes.test.ts; the shape: request-schemas.test.ts)', () => {
    const world = setup();
    const { ctx, scope, body } = world;
    const cases: [BudgetTransferInput, string, string][] = [
      [{ ...body('x', '1'), budgetId: 'bud_nope' }, 'budgetId', 'not_found'],
    ];
    for (const [input, field, kind] of cases) {
      expect(() => transferIn(ctx, scope, input), field).toThrow(expect.objectContaining({ field, kind }));
    }
    expect(() => transferIn(ctx, world.production, body('x', '1'))).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'accountId' }),
    );
  });

  it('need an initialized account (020003)', () => {
    const world = createTestWorld();
    const approved = onboardAccount(world, world.scope, 'approved');
    expect(() =>
      transferIn(world.ctx, world.scope, {
        budgetId: 'bud_x',
        accountId: approved.accountId,
        clientTransactionId: 'a',
        amountCents: 100,
      }),
    ).toThrow(expect.objectContaining({ reason: 'account_not_initialized' }));
  });
});
