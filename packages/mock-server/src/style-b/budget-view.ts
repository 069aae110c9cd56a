import type { SchemaBudget } from '@card-issuance/contracts/style-b-types';
import type { BudgetRecord } from '../domain/budgets';
import type { DomainContext } from '../domain/context';
import { balanceView } from './balance-view';

/**
 * A budget as Style B shows it (style-b.openapi.yaml `Budget`), with its balance from the ledger (B-27).
 *
 * @example
 * budgetView(ctx, budget).balance; // { available: '0.00', locked: '0.00', total: '0.00' }
 */
export function budgetView(ctx: DomainContext, record: BudgetRecord): SchemaBudget {
  return {
    budgetId: record.budgetId,
    accountId: record.accountId,
    name: record.name,
    currency: record.currency,
    balance: balanceView(ctx.ledger.balance(record.budgetId)),
    createdAt: record.createdAt,
  };
}
