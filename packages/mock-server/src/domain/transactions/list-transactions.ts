import { requireAccount } from '../accounts';
import type { DomainContext, ProgramScope } from '../context';
import { DomainError } from '../errors';
import { type Page, pageOf, readPage } from '../pagination';
import { optionalString, readObject } from '../programs';
import {
  TRANSACTION_STATUSES,
  TRANSACTIONS,
  type TransactionRecord,
  type TransactionStatus,
} from './transaction-record';

/** The default and widest window of the list (interface-spec.md part 8). */
export const TRANSACTION_WINDOW_MS = 180 * 86_400_000;

function readTime(value: string | undefined, field: string): number | undefined {
  if (value === undefined) return undefined;
  const ms = Date.parse(value);
  if (Number.isNaN(ms) || !/^\d{4}-\d{2}-\d{2}T/.test(value)) {
    throw new DomainError('invalid', `${field} must be an ISO 8601 date-time`, { field });
  }
  return ms;
}

/**
 * `GET /v1/cards/transaction-list` (DECISIONS.md B-9): the account's transactions, most recent first, in a
 * window of at most 180 days (default: the last 180 days), filtered by `cardId` and `status`, paginated.
 *
 * @example
 * const { list, total } = listTransactions(ctx, scope, { accountId, status: 'CLOSED' });
 */
export function listTransactions(
  ctx: DomainContext,
  scope: ProgramScope,
  input: unknown,
): Page<TransactionRecord> {
  const body = readObject(input);
  const account = requireAccount(ctx, scope, body);
  const cardId = optionalString(body, 'cardId');
  const statusText = optionalString(body, 'status');
  if (statusText !== undefined && !TRANSACTION_STATUSES.includes(statusText as TransactionStatus)) {
    throw new DomainError('invalid', `status must be one of ${TRANSACTION_STATUSES.join(', ')}`, {
      field: 'status',
    });
  }
  const end = readTime(optionalString(body, 'endTime'), 'endTime') ?? ctx.clock.now();
  const start = readTime(optionalString(body, 'startTime'), 'startTime') ?? end - TRANSACTION_WINDOW_MS;
  if (start > end)
    throw new DomainError('unprocessable', 'startTime is after endTime', { field: 'startTime' });
  if (end - start > TRANSACTION_WINDOW_MS) {
    throw new DomainError('unprocessable', 'the window from startTime to endTime is at most 180 days', {
      field: 'startTime',
    });
  }
  const page = readPage(body);
  // Through an index: the account's transactions (or the card's), never the whole sandbox's.
  const transactions = ctx.storage.collection(TRANSACTIONS);
  const candidates =
    cardId === undefined
      ? transactions.find('byAccount', account.accountId)
      : transactions.find('byCard', cardId);
  const matching = candidates
    .filter(
      (t) =>
        t.accountId === account.accountId &&
        (statusText === undefined || t.status === statusText) &&
        t.createdAt >= start &&
        t.createdAt <= end,
    )
    .sort((a, b) => b.createdAt - a.createdAt);
  return pageOf(matching, page);
}
