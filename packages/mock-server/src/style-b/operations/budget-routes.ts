import {
  zCreateBudgetBody,
  zGetBudgetPath,
  zGetBudgetQuery,
  zTransferIntoBudgetBody,
  zTransferIntoBudgetPath,
  zTransferOutOfBudgetBody,
  zTransferOutOfBudgetPath,
} from '@card-issuance/contracts/style-b-zod';
import { transferView } from '../../domain/accounts';
import {
  type BudgetTransferResult,
  budgetView,
  createBudget,
  getBudget,
  transferIn,
  transferOut,
} from '../../domain/budgets';
import { readJsonBody } from '../../http';
import { success } from '../envelope';
import { styleBInput, styleBRequest } from '../request-input';
import { keyed, type OperationKit } from './operation-kit';

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
    const body = await readJsonBody(c);
    return keyed(c, kit, scope, 'required', body, () => {
      const input = styleBInput(c, { body: zCreateBudgetBody }, body);
      return success(c, budgetView(ctx, createBudget(ctx, scope, input)));
    });
  });

  app.get('/v1/budgets/:budgetId', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { query: zGetBudgetQuery, path: zGetBudgetPath });
    return success(c, budgetView(ctx, getBudget(ctx, scope, input)));
  });

  app.post('/v1/budgets/:budgetId/transfer-in', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { body: zTransferIntoBudgetBody, path: zTransferIntoBudgetPath });
    return success(c, transferData(transferIn(ctx, scope, input)));
  });

  app.post('/v1/budgets/:budgetId/transfer-out', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { body: zTransferOutOfBudgetBody, path: zTransferOutOfBudgetPath });
    return success(c, transferData(transferOut(ctx, scope, input)));
  });
}
