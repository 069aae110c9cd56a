import * as OPS from '@card-issuance/contracts/style-b';
import type { ClientContext } from '../core/client-context';
import { defineOperation, type OperationMethod } from '../core/define-operation';
import type { Operation, OperationInput } from '../core/operation-types';
import type { WithOptionalClientTransactionId } from './transfer-input';

type CreateBudget = Operation<'/v1/budgets', 'post'>;
type TransferIn = Operation<'/v1/budgets/{budgetId}/transfer-in', 'post'>;
type TransferOut = Operation<'/v1/budgets/{budgetId}/transfer-out', 'post'>;

/**
 * A budget body whose `currency` may be omitted: the spec's default, `USD`, the only currency (part 8).
 *
 * @example
 * const input: WithOptionalCurrency<{ accountId: string; name: string; currency: 'USD' }> = { accountId, name };
 */
export type WithOptionalCurrency<I> = I extends { currency: infer C }
  ? Omit<I, 'currency'> & { currency?: C }
  : I;

/**
 * Budgets: USD pots funded from the sub-account's wallet that budget cards spend from.
 *
 * @example
 * const { data: budget } = await client.budgets.create({ accountId, name: 'Travel' });
 * await client.budgets.transferIn({ budgetId: budget.budgetId, accountId, amount: '500.00' });
 */
export interface BudgetsResource {
  /** `POST /v1/budgets`; `Idempotency-Key` required, generated unless given; `currency` defaults to `USD`. */
  create: OperationMethod<CreateBudget, WithOptionalCurrency<OperationInput<CreateBudget>>>;
  /** `GET /v1/budgets/{budgetId}?accountId=`. */
  get: OperationMethod<Operation<'/v1/budgets/{budgetId}', 'get'>>;
  /** `POST /v1/budgets/{budgetId}/transfer-in` (wallet to budget); `clientTransactionId` generated unless given. */
  transferIn: OperationMethod<TransferIn, WithOptionalClientTransactionId<OperationInput<TransferIn>>>;
  /** `POST /v1/budgets/{budgetId}/transfer-out` (budget to wallet); `clientTransactionId` generated unless given. */
  transferOut: OperationMethod<TransferOut, WithOptionalClientTransactionId<OperationInput<TransferOut>>>;
}

/**
 * Creates {@link BudgetsResource} for a client.
 *
 * @example
 * const budgets = createBudgetsResource(ctx);
 */
export function createBudgetsResource(ctx: ClientContext): BudgetsResource {
  return {
    create: defineOperation(ctx, OPS.createBudget),
    get: defineOperation(ctx, OPS.getBudget),
    transferIn: defineOperation(ctx, OPS.transferIntoBudget),
    transferOut: defineOperation(ctx, OPS.transferOutOfBudget),
  };
}
