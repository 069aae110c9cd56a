import { requireAccount } from '../accounts';
import type { DomainContext, PartnerScope } from '../context';
import { DomainError } from '../errors';
import { type CountedPage, type OffsetRequest, pageOfList } from '../pagination';
import {
  TRANSACTIONS,
  type TransactionRecord,
  type TransactionStatus,
  transactionRecord,
} from './transaction-record';

/** The default and widest window of the list (180 days). */
export const TRANSACTION_WINDOW_MS = 180 * 86_400_000;

/** `GET /v1/cards/transaction-list` as the face has validated it against the spec, less the page. */
export interface ListTransactionsInput {
  accountId: string;
  cardId?: string | undefined;
  status?: TransactionStatus | undefined;
  /** ISO 8601 date-times. */
  startTime?: string | undefined;
  endTime?: string | undefined;
}

/**
 * `GET /v1/cards/transaction-list` (DECISIONS.md B-9): the account's transactions, most recent first, in a
 * window of at most 180 days (default: the last 180 days), filtered by `cardId` and `status`, one page
 * (G-42).
 *
 * @example
 * const { items, total } = listTransactions(ctx, scope, { accountId, status: 'CLOSED' }, { offset: 0, limit: 20 });
 */
export function listTransactions(
  ctx: DomainContext,
  scope: PartnerScope,
  input: ListTransactionsInput,
  page: OffsetRequest,
): CountedPage<TransactionRecord> {
  const account = requireAccount(ctx, scope, input.accountId);
  const { cardId, status } = input;
  const end = input.endTime === undefined ? ctx.clock.now() : Date.parse(input.endTime);
  const start = input.startTime === undefined ? end - TRANSACTION_WINDOW_MS : Date.parse(input.startTime);
  if (start > end)
    throw new DomainError('unprocessable', 'startTime is after endTime', { field: 'startTime' });
  if (end - start > TRANSACTION_WINDOW_MS) {
    throw new DomainError('unprocessable', 'the window from startTime to endTime is at most 180 days', {
      field: 'startTime',
    });
  }
  // Through an index: the account's transactions (or the card's), never the whole sandbox's. Then filtered
  // and sorted here, not paged from the index: the time window (always applied) and `status` are held by
  // no index, `total` counts what they keep, and the order is `createdAt`, most recent first, with equal
  // instants (a frozen clock) in the order they happened, which the index's newest-first order reverses.
  const transactions = ctx.storage.collection(TRANSACTIONS);
  const candidates =
    cardId === undefined
      ? transactions.find('byAccount', account.accountId)
      : transactions.find('byCard', cardId);
  const matching = candidates
    .filter(
      (t) =>
        t.accountId === account.accountId &&
        (status === undefined || t.status === status) &&
        t.createdAt >= start &&
        t.createdAt <= end,
    )
    .sort((a, b) => b.createdAt - a.createdAt);
  const found = pageOfList(matching, page);
  return { ...found, items: found.items.map(transactionRecord) };
}
