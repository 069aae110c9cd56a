import { formatCents } from '../domain/money';
import type { TransactionRecord } from '../domain/transactions';

/**
 * A transaction as Style B shows it (style-b.openapi.yaml `Transaction`) and the control API answers it: its wire form (amounts as decimal strings, times ISO 8601).
 *
 * @example
 * transactionView(record).amount; // '12.30'
 */
export function transactionView(record: TransactionRecord) {
  const money = (cents: number | null) => (cents === null ? null : formatCents(cents));
  return {
    cardTransactionId: record.cardTransactionId,
    accountId: record.accountId,
    cardId: record.cardId,
    budgetId: record.budgetId,
    type: record.type,
    status: record.status,
    amount: formatCents(record.amountCents),
    currency: record.currency,
    settledAmount: money(record.settledAmountCents),
    refundedAmount: money(record.refundedAmountCents),
    merchantName: record.merchantName,
    mcc: record.mcc,
    merchantCountry: record.merchantCountry,
    declineReason: record.declineReason,
    createdAt: new Date(record.createdAt).toISOString(),
    updatedAt: new Date(record.updatedAt).toISOString(),
  };
}
