import { zListCardsQuery, zListCardTransactionsQuery } from '@card-issuance/contracts/mock-control-zod';
import type { Hono } from 'hono';
import { cardsOf, requireCardById } from '../domain/cards';
import type { DomainContext } from '../domain/context';
import { type DomainPage, pageOfIndex } from '../domain/pagination';
import { TRANSACTIONS, transactionRecord } from '../domain/transactions';
import { transactionView } from '../style-b/transaction-view';
import { decodeCursor, encodeCursor, readPage } from './control-cursor';
import { data } from './control-envelope';
import { controlQuery } from './control-input';
import { sandboxCardView } from './sandbox-card-view';

const nextCursorOf = <T>(page: DomainPage<T>, idOf: (item: T) => string) => {
  const last = page.items.at(-1);
  return encodeCursor(page.hasMore && last !== undefined ? idOf(last) : null);
};

/**
 * The sandbox's cards and each card's transactions, one keyset page at a time from an index
 * (`GET /_mock/cards`, `GET /_mock/cards/{cardId}/transactions`): what the dashboard's card list and
 * detail view read, at a cost that does not grow with the sandbox.
 *
 * @example
 * cardListRoutes(app, ctx);
 */
export function cardListRoutes(app: Hono, ctx: DomainContext): void {
  app.get('/cards', (c) => {
    const { limit, cursor } = controlQuery(c, zListCardsQuery);
    const after = decodeCursor(cursor);
    const page = readPage(() => pageOfIndex(cardsOf(ctx), 'all', 'all', { after, limit, newestFirst: true }));
    return data(c, {
      items: page.items.map(sandboxCardView),
      nextCursor: nextCursorOf(page, (card) => card.id),
    });
  });

  app.get('/cards/:cardId/transactions', (c) => {
    const { limit, cursor } = controlQuery(c, zListCardTransactionsQuery);
    const card = requireCardById(ctx, c.req.param('cardId'));
    const after = decodeCursor(cursor);
    const page = readPage(() =>
      pageOfIndex(ctx.storage.collection(TRANSACTIONS), 'byCard', card.id, {
        after,
        limit,
        newestFirst: true,
      }),
    );
    return data(c, {
      items: page.items.map((stored) => ({
        ...transactionView(transactionRecord(stored)),
        style: card.style,
      })),
      nextCursor: nextCursorOf(page, (stored) => stored.cardTransactionId),
    });
  });
}
