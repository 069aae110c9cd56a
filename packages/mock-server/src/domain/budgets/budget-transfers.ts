import {
  executeTransfer,
  oncePerClientTransactionId,
  requireAccount,
  requireWallet,
  type TransferParty,
  type TransferRecord,
} from '../accounts';
import type { DomainContext, PartnerScope } from '../context';
import type { Cents } from '../money';
import { type BudgetRecord, requireBudget } from './budget-store';

/** Answer of transfer-in and transfer-out (B-11): the transfer and the budget after it. */
export interface BudgetTransferResult {
  transfer: TransferRecord;
  budget: BudgetRecord;
  /** The same `clientTransactionId` and request were seen before: nothing moved this time. */
  replayed: boolean;
}

/** Transfer-in and transfer-out as the face has validated them against the spec. */
export interface BudgetTransferInput {
  accountId: string;
  budgetId: string;
  clientTransactionId: string;
  /** The amount in cents, its range checked at the edge (G-6, G-84). */
  amountCents: Cents;
}

function move(
  ctx: DomainContext,
  scope: PartnerScope,
  input: BudgetTransferInput,
  direction: 'in' | 'out',
): BudgetTransferResult {
  const account = requireAccount(ctx, scope, input.accountId);
  const { budgetId, clientTransactionId, amountCents } = input;
  const wallet = requireWallet(ctx, account);
  const budget = requireBudget(ctx, scope, account, budgetId);
  const walletSide: TransferParty = { accountId: account.accountId, id: wallet.id, type: 'WALLET' };
  const budgetSide: TransferParty = { accountId: account.accountId, id: budget.budgetId, type: 'BUDGET' };
  const request = { op: `budget-${direction}`, accountId: account.accountId, budgetId, amountCents };
  const { transfer, replayed } = oncePerClientTransactionId(ctx, scope, clientTransactionId, request, (key) =>
    executeTransfer(ctx, scope, key, {
      amountCents,
      currency: budget.currency,
      from: direction === 'in' ? walletSide : budgetSide,
      to: direction === 'in' ? budgetSide : walletSide,
    }),
  );
  return { transfer, budget, replayed };
}

/**
 * `POST /v1/budgets/{budgetId}/transfer-in`: wallet to budget, available at once. 030001 above the
 * wallet's balance, 020003 before init; `clientTransactionId` is idempotent (B-28).
 *
 * @example
 * const { transfer, budget } = transferIn(ctx, scope, { budgetId, accountId, clientTransactionId: 'in-1', amountCents: 10_000 });
 */
export function transferIn(
  ctx: DomainContext,
  scope: PartnerScope,
  input: BudgetTransferInput,
): BudgetTransferResult {
  return move(ctx, scope, input, 'in');
}

/**
 * `POST /v1/budgets/{budgetId}/transfer-out`: budget to wallet. Above the budget's total is 030001; above
 * what is available but within the total (funds held by pending authorizations) is 030003 (B-27).
 *
 * @example
 * transferOut(ctx, scope, { budgetId, accountId, clientTransactionId: 'out-1', amountCents: 4_000 });
 */
export function transferOut(
  ctx: DomainContext,
  scope: PartnerScope,
  input: BudgetTransferInput,
): BudgetTransferResult {
  return move(ctx, scope, input, 'out');
}
