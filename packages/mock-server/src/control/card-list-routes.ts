import { cardsOf, requireCardById } from '../domain/cards';
import type { DomainContext } from '../domain/context';
import { type DomainPage, pageOfIndex } from '../domain/pagination';
import { TRANSACTIONS, transactionRecord } from '../domain/transactions';
import { transactionView } from '../style-b/transaction-view';
import type { ControlHandlers } from './control-binding';
import { decodeCursor, encodeCursor, readPage } from './control-cursor';
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
 * bindOperations(app, controlBinding(ctx), { ...cardListRoutes(ctx), ...otherHandlers });
 */
export function cardListRoutes(ctx: DomainContext) {
  return {
    listCards: ({ limit, cursor }) => {
      const after = decodeCursor(cursor);
      const page = readPage(() =>
        pageOfIndex(cardsOf(ctx), 'all', 'all', { after, limit, newestFirst: true }),
      );
      return { items: page.items.map(sandboxCardView), nextCursor: nextCursorOf(page, (card) => card.id) };
    },
    listCardTransactions: ({ cardId, limit, cursor }) => {
      const card = requireCardById(ctx, cardId);
      const after = decodeCursor(cursor);
      const page = readPage(() =>
        pageOfIndex(ctx.storage.collection(TRANSACTIONS), 'byCard', card.id, {
          after,
          limit,
          newestFirst: true,
        }),
      );
      return {
        items: page.items.map((stored) => ({
          ...transactionView(transactionRecord(stored)),
          style: card.style,
        })),
        nextCursor: nextCursorOf(page, (stored) => stored.cardTransactionId),
      };
    },
  } satisfies Partial<ControlHandlers>;
}
