import * as OPS from '@card-issuance/contracts/style-b';
import type {
  SchemaBudget,
  SchemaBudgetCreateRequest,
  SchemaBudgetTransferRequest,
  SchemaBudgetTransferResult,
} from '@card-issuance/contracts/style-b-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';
import type { Schemas } from '../core/operation-types';
import type { AccountParams } from './bins';

/** A USD budget. @example const budget: Budget = await client.budgets.get(budgetId, { accountId }); */
export interface Budget extends SchemaBudget {}
/** What a budget transfer answers. @example const { transfer }: BudgetTransferResult = await client.budgets.transferIn(budgetId, params); */
export interface BudgetTransferResult extends SchemaBudgetTransferResult {}
/**
 * Body of `budgets.create`; `currency` may be omitted (the spec's default, `USD`, the only one).
 *
 * @example
 * const params: CreateBudgetParams = { accountId, name: 'Travel' };
 */
export interface CreateBudgetParams extends Omit<SchemaBudgetCreateRequest, 'currency'> {
  currency?: Schemas['Currency'];
}
/**
 * Body of `budgets.transferIn` / `transferOut`; `clientTransactionId` is generated unless given, reused on
 * retries and returned by `.withResponse()`.
 *
 * @example
 * const params: BudgetTransferParams = { accountId, amount: '500.00' };
 */
export interface BudgetTransferParams extends Omit<SchemaBudgetTransferRequest, 'clientTransactionId'> {
  clientTransactionId?: string;
}

/**
 * Budgets: USD pots funded from the sub-account's wallet that budget cards spend from.
 *
 * @example
 * const budget = await client.budgets.create({ accountId, name: 'Travel' });
 * await client.budgets.transferIn(budget.budgetId, { accountId, amount: '500.00' });
 */
export interface BudgetsResource {
  /**
   * `POST /v1/budgets`; `Idempotency-Key` required, generated unless given; `currency` defaults to `USD`.
   *
   * @example
   * const budget = await client.budgets.create({ accountId, name: 'Travel' });
   */
  create(params: CreateBudgetParams, options?: CallOptions): ApiPromise<Budget>;
  /**
   * `GET /v1/budgets/{budgetId}?accountId=`.
   *
   * @example
   * const budget = await client.budgets.get(budgetId, { accountId });
   */
  get(budgetId: string, params: AccountParams, options?: CallOptions): ApiPromise<Budget>;
  /**
   * `POST /v1/budgets/{budgetId}/transfer-in` (wallet to budget); `clientTransactionId` generated unless given.
   *
   * @example
   * const { transfer } = await client.budgets.transferIn(budgetId, { accountId, amount: '100.00' });
   */
  transferIn(
    budgetId: string,
    params: BudgetTransferParams,
    options?: CallOptions,
  ): ApiPromise<BudgetTransferResult>;
  /**
   * `POST /v1/budgets/{budgetId}/transfer-out` (budget to wallet); `clientTransactionId` generated unless given.
   *
   * @example
   * const { transfer } = await client.budgets.transferOut(budgetId, { accountId, amount: '25.00' });
   */
  transferOut(
    budgetId: string,
    params: BudgetTransferParams,
    options?: CallOptions,
  ): ApiPromise<BudgetTransferResult>;
}

/**
 * Creates {@link BudgetsResource} for a client.
 *
 * @example
 * const budgets = createBudgetsResource(binder);
 */
export function createBudgetsResource(binder: Binder): BudgetsResource {
  return {
    create: binder.bind(OPS.createBudget),
    get: binder.bind(OPS.getBudget),
    transferIn: binder.bind(OPS.transferIntoBudget),
    transferOut: binder.bind(OPS.transferOutOfBudget),
  };
}
