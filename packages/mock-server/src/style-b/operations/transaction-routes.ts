import { listTransactions } from '../../domain/transactions';
import type { StyleBOperationKit } from '../style-b-app';
import type { StyleBHandlers } from '../style-b-binding';
import { transactionView } from '../transaction-view';

/**
 * `GET /v1/cards/transaction-list` (DECISIONS.md B-9).
 *
 * @example
 * kit.bind({ ...transactionHandlers(kit), ...otherHandlers });
 */
export function transactionHandlers({ ctx }: StyleBOperationKit) {
  return {
    listCardTransactions: ({ pageNum, pageSize, ...input }, { principal }) => {
      // Style B's page (G-11): 1-based `pageNum`, as the domain's offset window.
      const window = { offset: (pageNum - 1) * pageSize, limit: pageSize };
      const page = listTransactions(ctx, principal, input, window);
      return { list: page.items.map(transactionView), total: page.total, pageNum, pageSize };
    },
  } satisfies Partial<StyleBHandlers>;
}
