import { transferView } from '../../domain/accounts';
import {
  type BudgetTransferResult,
  budgetView,
  createBudget,
  getBudget,
  transferIn,
  transferOut,
} from '../../domain/budgets';
import { success } from '../envelope';
import { bodyWithParams, keyed, type OperationKit, queryWithParams } from './operation-kit';

/**
 * Budgets and wallet <-> budget transfers (interface-spec.md 4.2; DECISIONS.md B-11, B-27, B-28).
 *
 * @example
 * budgetRoutes(kit);
 */
export function budgetRoutes(kit: OperationKit): void {
  const { app, ctx, authenticate } = kit;
  const transferData = (result: BudgetTransferResult) => ({
    transfer: transferView(result.transfer),
    budget: budgetView(ctx, result.budget),
  });

  app.post('/v1/budgets', async (c) => {
    const scope = authenticate(c);
    const body = await bodyWithParams(c);
    return keyed(c, kit, scope, 'required', body, () =>
      success(c, budgetView(ctx, createBudget(ctx, scope, body))),
    );
  });

  app.get('/v1/budgets/:budgetId', (c) => {
    const scope = authenticate(c);
    return success(c, budgetView(ctx, getBudget(ctx, scope, queryWithParams(c))));
  });

  app.post('/v1/budgets/:budgetId/transfer-in', async (c) => {
    const scope = authenticate(c);
    return success(c, transferData(transferIn(ctx, scope, await bodyWithParams(c))));
  });

  app.post('/v1/budgets/:budgetId/transfer-out', async (c) => {
    const scope = authenticate(c);
    return success(c, transferData(transferOut(ctx, scope, await bodyWithParams(c))));
  });
}
