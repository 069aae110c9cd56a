import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createTestWorld, onboardAccount } from '../../../test/support/domain/test-world';
import { transferExternal } from '../accounts';
import { isDomainError } from '../errors';
import { createBudget } from './budget-store';
import { transferIn, transferOut } from './budget-transfers';

const EXPECTED = new Set(['insufficient_funds', 'funds_locked', 'idempotency_mismatch']);

const operation = fc.record({
  kind: fc.constantFrom('in', 'out', 'external'),
  account: fc.nat(2),
  to: fc.nat(2),
  budget: fc.nat(1),
  cents: fc.integer({ min: 1, max: 1_500_000 }),
  // A small pool of ids, so replays and mismatches happen.
  id: fc.integer({ min: 1, max: 12 }).map((n) => `ctx-${n}`),
});

describe('transfers (property)', () => {
  it('conserve money, never leave a balance negative and move at most once per clientTransactionId', () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 40 }), fc.nat(5), (ops, locks) => {
        const world = createTestWorld();
        const { ctx, scope } = world;
        const accounts = [0, 1, 2].map(() => onboardAccount(world));
        const budgets = accounts.map((a) =>
          [0, 1].map((i) => createBudget(ctx, scope, { accountId: a.accountId, name: `b${i}` })),
        );
        const pools = [...accounts.map((a) => a.walletId ?? ''), ...budgets.flat().map((b) => b.budgetId)];
        const total = () => pools.reduce((sum, id) => sum + ctx.ledger.balance(id).total, 0);
        const initial = total();
        const moved = new Set<string>();
        for (const op of ops) {
          const account = accounts[op.account];
          const target = accounts[op.to];
          const budget = budgets[op.account]?.[op.budget];
          if (!account || !target || !budget) throw new Error('bad index');
          // Some budgets hold locked funds, so transfer-out meets 030003 too.
          if (locks > 0 && op.id === 'ctx-1' && ctx.ledger.balance(budget.budgetId).available > 0) {
            ctx.ledger.hold(budget.budgetId, 1, 'pending authorization');
          }
          const base = { clientTransactionId: op.id, amountCents: op.cents };
          try {
            const result =
              op.kind === 'external'
                ? transferExternal(ctx, scope, {
                    ...base,
                    from: { accountId: account.accountId, id: account.walletId ?? '', currency: 'USD' },
                    to: { accountId: target.accountId, id: target.walletId ?? '', currency: 'USD' },
                  })
                : (op.kind === 'in' ? transferIn : transferOut)(ctx, scope, {
                    ...base,
                    accountId: account.accountId,
                    budgetId: budget.budgetId,
                  });
            if (!result.replayed) {
              expect(moved.has(op.id)).toBe(false);
              moved.add(op.id);
            }
          } catch (error) {
            const same = op.kind === 'external' && op.account === op.to;
            if (
              !isDomainError(error) ||
              !(EXPECTED.has(error.kind) || (same && error.kind === 'unprocessable'))
            ) {
              throw error;
            }
          }
          expect(total()).toBe(initial);
          for (const id of pools) expect(ctx.ledger.balance(id).available).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 60 },
    );
  });
});
