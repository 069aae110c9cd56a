import type { AccountRecord } from '../accounts';
import { requireAccount, requireWallet } from '../accounts';
import { isoTime } from '../clock';
import type { DomainContext, PartnerScope } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import type { Currency } from '../money';
import { findInScope } from '../partners';
import { defineCollection } from '../storage';

/** A spending pool of a sub-account; its money lives in the ledger under `budgetId`. */
export interface BudgetRecord extends PartnerScope {
  budgetId: string;
  accountId: string;
  name: string;
  currency: Currency;
  createdAt: string;
}

/** The budgets, by account. */
export const BUDGETS = defineCollection<BudgetRecord, 'byAccount'>({
  name: 'b.budgets',
  indexes: { byAccount: (budget) => budget.accountId },
});

/**
 * @internal The budgets collection; other modules go through {@link requireBudget}.
 *
 * @example
 * const budget = budgetsOf(ctx).get(budgetId);
 */
export const budgetsOf = (ctx: DomainContext) => ctx.storage.collection(BUDGETS);

/** `POST /v1/budgets` as the face has validated it against the spec. */
export interface CreateBudgetInput {
  accountId: string;
  name: string;
  /** USD when absent, the only currency the spec accepts (030004 otherwise, told by the face). */
  currency?: Currency | undefined;
}

/**
 * `POST /v1/budgets`: an empty budget of an initialized account (020003 before init); `currency` defaults
 * to USD, the only one supported.
 *
 * @example
 * const budget = createBudget(ctx, scope, { accountId, name: 'Marketing' });
 */
export function createBudget(
  ctx: DomainContext,
  scope: PartnerScope,
  input: CreateBudgetInput,
): BudgetRecord {
  const account = requireAccount(ctx, scope, input.accountId);
  const { name } = input;
  const currency = input.currency ?? 'USD';
  requireWallet(ctx, account);
  const budget: BudgetRecord = {
    programId: scope.programId,
    environment: scope.environment,
    budgetId: prefixedId('bud', ctx.random),
    accountId: account.accountId,
    name,
    currency,
    createdAt: isoTime(ctx.clock.now()),
  };
  ctx.ledger.open(budget.budgetId, currency);
  budgetsOf(ctx).put(budget.budgetId, budget);
  return budget;
}

/**
 * A budget of the account; another account's or scope's is `not_found` naming `field`.
 *
 * @example
 * const budget = requireBudget(ctx, scope, account, input.budgetId);
 */
export function requireBudget(
  ctx: DomainContext,
  scope: PartnerScope,
  account: AccountRecord,
  budgetId: string,
  field = 'budgetId',
): BudgetRecord {
  const found = findInScope(budgetsOf(ctx), budgetId, scope);
  if (!found || found.accountId !== account.accountId) {
    throw new DomainError('not_found', `budget ${budgetId} not found`, { field });
  }
  return found;
}

/**
 * `GET /v1/budgets/{budgetId}?accountId=`.
 *
 * @example
 * const budget = getBudget(ctx, scope, { budgetId, accountId });
 */
export function getBudget(
  ctx: DomainContext,
  scope: PartnerScope,
  input: { accountId: string; budgetId: string },
): BudgetRecord {
  const account = requireAccount(ctx, scope, input.accountId);
  return requireBudget(ctx, scope, account, input.budgetId);
}
