import {
  type BudgetTransferResult,
  createBudget,
  getBudget,
  transferIn,
  transferOut,
} from '../../domain/budgets';
import { amountCents } from '../../http';
import { budgetView } from '../budget-view';
import type { StyleBOperationKit } from '../style-b-app';
import type { StyleBHandlers } from '../style-b-binding';
import { transferView } from '../transfer-view';

/**
 * Budgets and wallet <-> budget transfers (DECISIONS.md B-11, B-27, B-28).
 *
 * @example
 * kit.bind({ ...budgetHandlers(kit), ...otherHandlers });
 */
export function budgetHandlers({ ctx }: StyleBOperationKit) {
  const transferData = (result: BudgetTransferResult) => ({
    transfer: transferView(result.transfer),
    budget: budgetView(ctx, result.budget),
  });
  return {
    createBudget: (input, { principal }) => budgetView(ctx, createBudget(ctx, principal, input)),
    getBudget: (input, { principal }) => budgetView(ctx, getBudget(ctx, principal, input)),
    transferIntoBudget: (input, { principal }) =>
      transferData(
        transferIn(ctx, principal, { ...input, amountCents: amountCents(input.amount, 'amount') }),
      ),
    transferOutOfBudget: (input, { principal }) =>
      transferData(
        transferOut(ctx, principal, { ...input, amountCents: amountCents(input.amount, 'amount') }),
      ),
  } satisfies Partial<StyleBHandlers>;
}
