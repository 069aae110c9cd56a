import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { cancelJob } from '../jobs';
import {
  type StoredTransactionRecord,
  TRANSACTIONS,
  type TransactionRecord,
  type TransactionStatus,
  transactionRecord,
} from '../transactions';

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
  /** The job that expires a PENDING authorization (DECISIONS.md B-50); `null` once it is not PENDING. */
  expiryJobId: string | null;
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

/**
 * What is stored: the record with its link's fields beside it, one object per transaction, leaving out what
 * the record already says: the funding account when it is the budget, the merchant's currency when it is
 * the card's, and the hold and expiry job once the transaction has left PENDING (nothing reads them then).
 */
type StoredTransaction = StoredTransactionRecord &
  Pick<NetworkLink, 'style'> &
  Partial<Pick<NetworkLink, 'holdId' | 'expiryJobId'>> & {
    fundingAccountId?: string | null;
    merchantCurrency?: string | null;
  };

/**
 * A transaction as stored, in one of two shapes, each made by one literal so that V8 keeps every field
 * inside the object: most transactions (settled or reversed, on the budget, in the card's currency) leave
 * out every field that would be null or repeat the record; any other has them all. Spread and conditional
 * fields gave every transaction a second array for its fields; with the nulls, 32 bytes more a
 * transaction (bench/scale.ts: a million purchases must fit a sandbox's memory).
 */
function toStored(record: TransactionRecord, link: NetworkLink): StoredTransaction {
  const pending = record.status === 'PENDING';
  const holdId = pending ? link.holdId : null;
  const expiryJobId = pending ? link.expiryJobId : null;
  const fundingAccountId = link.fundingAccountId === record.budgetId ? null : link.fundingAccountId;
  const merchantCurrency = link.merchantCurrency === record.currency ? null : link.merchantCurrency;
  if (
    record.refundedAmountCents === null &&
    record.declineReason === null &&
    holdId === null &&
    expiryJobId === null &&
    fundingAccountId === null &&
    merchantCurrency === null
  ) {
    return {
      programId: record.programId,
      environment: record.environment,
      cardTransactionId: record.cardTransactionId,
      accountId: record.accountId,
      cardId: record.cardId,
      budgetId: record.budgetId,
      type: record.type,
      status: record.status,
      amountCents: record.amountCents,
      currency: record.currency,
      settledAmountCents: record.settledAmountCents,
      merchantName: record.merchantName,
      mcc: record.mcc,
      merchantCountry: record.merchantCountry,
      createdAt: record.createdAt,
      updatedAt: record.updatedAt,
      style: link.style,
    };
  }
  return {
    programId: record.programId,
    environment: record.environment,
    cardTransactionId: record.cardTransactionId,
    accountId: record.accountId,
    cardId: record.cardId,
    budgetId: record.budgetId,
    type: record.type,
    status: record.status,
    amountCents: record.amountCents,
    currency: record.currency,
    settledAmountCents: record.settledAmountCents,
    merchantName: record.merchantName,
    mcc: record.mcc,
    merchantCountry: record.merchantCountry,
    createdAt: record.createdAt,
    updatedAt: record.updatedAt,
    style: link.style,
    refundedAmountCents: record.refundedAmountCents,
    declineReason: record.declineReason,
    holdId,
    expiryJobId,
    fundingAccountId,
    merchantCurrency,
  };
}

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
  transactions(ctx).put(record.cardTransactionId, toStored(record, link));
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
  // Link fields left out or null when stored read as what they repeat.
  const record = transactionRecord(stored);
  return {
    record,
    link: {
      cardTransactionId,
      style: stored.style,
      fundingAccountId: stored.fundingAccountId ?? record.budgetId ?? '',
      holdId: stored.holdId ?? null,
      merchantCurrency: stored.merchantCurrency ?? record.currency,
      expiryJobId: stored.expiryJobId ?? null,
    },
  };
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

/**
 * Saves `changes` to a transaction (`updatedAt` now) and publishes the update (CARD_TRANSACTION.UPDATED);
 * a transaction leaving PENDING drops its expiry job.
 *
 * @example
 * updateTransaction(ctx, transaction, { status: 'REVERSED' });
 */
export function updateTransaction(
  ctx: DomainContext,
  transaction: NetworkTransaction,
  changes: Partial<TransactionRecord>,
): NetworkTransaction {
  const record = { ...transaction.record, ...changes, updatedAt: ctx.clock.now() };
  let { link } = transaction;
  if (record.status !== 'PENDING' && link.expiryJobId !== null) {
    cancelJob(ctx, link.expiryJobId);
    link = { ...link, expiryJobId: null };
  }
  return saveTransaction(ctx, { record, link }, 'updated');
}

/**
 * The ledger hold behind a PENDING transaction. Every PENDING transaction was created with one; a missing
 * one means corrupted state, not bad input.
 *
 * @example
 * ctx.ledger.release(holdOf(transaction), 'reversal');
 */
export function holdOf(transaction: NetworkTransaction): string {
  const { holdId } = transaction.link;
  if (holdId === null) {
    throw new Error(`PENDING transaction ${transaction.record.cardTransactionId} has no hold`);
  }
  return holdId;
}
