import type { ProgramScope } from '../context';
import type { Cents } from '../money';
import { defineCollection } from '../storage';

/** Transaction statuses of interface-spec.md part 3. */
export const TRANSACTION_STATUSES = ['PENDING', 'CLOSED', 'FAIL', 'REVERSED', 'REFUNDED'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

/**
 * One card transaction, moving through its statuses under one `cardTransactionId` (DECISIONS.md B-9). The
 * card network simulator writes these; the list reads them.
 */
export interface TransactionRecord extends ProgramScope {
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

/** Card transactions of both styles, by card (spending limits) and by owner (the transaction list). */
export const TRANSACTIONS = defineCollection<TransactionRecord, 'byCard' | 'byAccount'>({
  name: 'transactions',
  indexes: { byCard: (t) => t.cardId, byAccount: (t) => t.accountId },
});
