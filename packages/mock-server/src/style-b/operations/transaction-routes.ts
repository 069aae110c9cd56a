import { listTransactions } from '../../domain/transactions';
import { success } from '../envelope';
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
  app.get('/v1/cards/transaction-list', (c) => {
    const scope = authenticate(c);
    const page = listTransactions(ctx, scope, c.req.query());
    return success(c, { ...page, list: page.list.map(transactionView) });
  });
}
