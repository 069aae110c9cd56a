import type { PartnerScope } from '../context/scope';
import type { Cents } from '../money';
import { defineCollection } from '../storage';

/** Transaction statuses (Style B's `TransactionStatus`). */
export const TRANSACTION_STATUSES = ['PENDING', 'CLOSED', 'FAIL', 'REVERSED', 'REFUNDED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * One card transaction, moving through its statuses under one `cardTransactionId` (DECISIONS.md B-9). The
 * card network simulator writes these; the list reads them.
 */
export interface TransactionRecord extends PartnerScope {
  cardTransactionId: string;
  accountId: string;
  cardId: string;
  budgetId: string | null;
  type: 'AUTHORIZATION' | 'REFUND';
  status: TransactionStatus;
  amountCents: Cents;
  currency: string;
  settledAmountCents: Cents | null;
  refundedAmountCents: Cents | null;
  merchantName: string;
  mcc: string;
  merchantCountry: string;
  declineReason: string | null;
  /** Epoch ms on the mock's clock. */
  createdAt: number;
  updatedAt: number;
}

/** The fields of a {@link TransactionRecord} that are `null` on most transactions. */
type RarelySet = 'refundedAmountCents' | 'declineReason';

/**
 * A transaction as the collection holds it: the record, where the fields null on most transactions may be
 * left out (absent reads as `null`), with whatever its writer keeps beside it (the card network's link). A
 * million purchases must fit a sandbox's memory (bench/scale.ts): each field costs 8 bytes a transaction.
 * Read it as a record with {@link transactionRecord}.
 */
export type StoredTransactionRecord = Omit<TransactionRecord, RarelySet> &
  Partial<Pick<TransactionRecord, RarelySet>>;

/**
 * The record a stored transaction holds, every field present (what every view and event shows), and
 * nothing its writer keeps beside it.
 *
 * @example
 * transactionRecord(ctx.storage.collection(TRANSACTIONS).get(id)).declineReason; // null
 */
export function transactionRecord(stored: StoredTransactionRecord): TransactionRecord {
  return {
    programId: stored.programId,
    environment: stored.environment,
    cardTransactionId: stored.cardTransactionId,
    accountId: stored.accountId,
    cardId: stored.cardId,
    budgetId: stored.budgetId,
    type: stored.type,
    status: stored.status,
    amountCents: stored.amountCents,
    currency: stored.currency,
    settledAmountCents: stored.settledAmountCents,
    refundedAmountCents: stored.refundedAmountCents ?? null,
    merchantName: stored.merchantName,
    mcc: stored.mcc,
    merchantCountry: stored.merchantCountry,
    declineReason: stored.declineReason ?? null,
    createdAt: stored.createdAt,
    updatedAt: stored.updatedAt,
  };
}

/**
 * Card transactions of both styles, by card (spending limits) and by owner (the transaction list). Records
 * are stored as {@link StoredTransactionRecord}: read them through {@link transactionRecord}.
 */
export const TRANSACTIONS = defineCollection<StoredTransactionRecord, 'byCard' | 'byAccount'>({
  name: 'transactions',
  indexes: { byCard: (t) => t.cardId, byAccount: (t) => t.accountId },
});
