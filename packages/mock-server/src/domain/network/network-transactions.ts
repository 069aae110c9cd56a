import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { TRANSACTIONS, type TransactionRecord, type TransactionStatus } from '../transactions';

/**
 * What the network keeps beside a transaction and no view shows: the card's style, the ledger account and
 * hold behind it, and the merchant's own currency.
 */
export interface NetworkLink {
  cardTransactionId: string;
  style: 'a' | 'b';
  fundingAccountId: string;
  /** The ledger hold of a PENDING authorization; `null` for a declined one. */
  holdId: string | null;
  /** The currency the merchant asked for (the record shows the card's billing currency). */
  merchantCurrency: string;
}

/** A transaction with its network link. */
export interface NetworkTransaction {
  record: TransactionRecord;
  link: NetworkLink;
}

/**
 * The only status changes part 3 allows; FAIL, REVERSED and REFUNDED are final.
 *
 * @example
 * ALLOWED_TRANSITIONS.PENDING.includes('CLOSED'); // true
 * ALLOWED_TRANSITIONS.REVERSED; // []
 */
export const ALLOWED_TRANSITIONS: Readonly<Record<TransactionStatus, readonly TransactionStatus[]>> = {
  PENDING: ['CLOSED', 'REVERSED'],
  CLOSED: ['REFUNDED'],
  FAIL: [],
  REVERSED: [],
  REFUNDED: [],
};

const transactions = (ctx: DomainContext) => ctx.storage.collection(TRANSACTIONS);

/** What is stored: the record with its link's fields beside it, one object per transaction. */
type StoredTransaction = TransactionRecord & Omit<NetworkLink, 'cardTransactionId'>;

/**
 * Stores a transaction and its link, then publishes `transaction.recorded` (Style B's face makes it
 * CARD_TRANSACTION.CREATED or .UPDATED, DECISIONS.md E-2).
 *
 * @example
 * saveTransaction(ctx, { record, link }, 'created');
 */
export function saveTransaction(
  ctx: DomainContext,
  transaction: NetworkTransaction,
  change: 'created' | 'updated',
): NetworkTransaction {
  const { record, link } = transaction;
  // One stored object per transaction: a million purchases must fit a sandbox's memory (bench/scale.ts).
  const stored: StoredTransaction = {
    ...record,
    style: link.style,
    fundingAccountId: link.fundingAccountId,
    holdId: link.holdId,
    merchantCurrency: link.merchantCurrency,
  };
  transactions(ctx).put(record.cardTransactionId, stored);
  ctx.publish({ type: 'transaction.recorded', transaction: record, style: link.style, change });
  return transaction;
}

/**
 * A transaction of the network by id, or `undefined`.
 *
 * @example
 * getNetworkTransaction(ctx, cardTransactionId)?.record.status; // 'PENDING'
 */
export function getNetworkTransaction(
  ctx: DomainContext,
  cardTransactionId: string,
): NetworkTransaction | undefined {
  const stored = transactions(ctx).get(cardTransactionId) as StoredTransaction | undefined;
  if (!stored) return undefined;
  const { style, fundingAccountId, holdId, merchantCurrency, ...record } = stored;
  return { record, link: { cardTransactionId, style, fundingAccountId, holdId, merchantCurrency } };
}

/**
 * The transaction `cardTransactionId`, checked that it may move to `to`: `not_found` for an unknown id,
 * `conflict` (naming `cardTransactionId`) for a transition part 3 forbids.
 *
 * @example
 * const transaction = requireTransition(ctx, cardTransactionId, 'CLOSED');
 */
export function requireTransition(
  ctx: DomainContext,
  cardTransactionId: string,
  to: TransactionStatus,
): NetworkTransaction {
  const id = cardTransactionId;
  const transaction = getNetworkTransaction(ctx, id);
  if (!transaction) {
    throw new DomainError('not_found', `card transaction ${id} not found`, { field: 'cardTransactionId' });
  }
  const from = transaction.record.status;
  if (!ALLOWED_TRANSITIONS[from].includes(to)) {
    throw new DomainError('conflict', `card transaction ${id} is ${from} and cannot become ${to}`, {
      field: 'cardTransactionId',
      reason: 'transaction_status',
    });
  }
  return transaction;
}
