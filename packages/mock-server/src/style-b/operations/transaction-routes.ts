import { zListCardTransactionsQuery } from '@card-issuance/contracts/style-b-zod';
import { listTransactions } from '../../domain/transactions';
import { success } from '../envelope';
import { styleBRequest } from '../request-input';
import { transactionView } from '../transaction-view';
import type { OperationKit } from './operation-kit';

/**
 * `GET /v1/cards/transaction-list` (DECISIONS.md B-9). Registered before the card routes so the path is
 * never read as a card id.
 *
 * @example
 * transactionRoutes(kit);
 */
export function transactionRoutes({ app, ctx, authenticate }: OperationKit): void {
  app.get('/v1/cards/transaction-list', async (c) => {
    const scope = authenticate(c);
    const { pageNum, pageSize, ...input } = await styleBRequest(c, { query: zListCardTransactionsQuery });
    // Style B's page (G-11): 1-based `pageNum`, as the domain's offset window.
    const page = listTransactions(ctx, scope, input, { offset: (pageNum - 1) * pageSize, limit: pageSize });
    return success(c, { list: page.items.map(transactionView), total: page.total, pageNum, pageSize });
  });
}
