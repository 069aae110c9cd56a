export { type ListTransactionsInput, listTransactions, TRANSACTION_WINDOW_MS } from './list-transactions';
export {
  type StoredTransactionRecord,
  TRANSACTION_STATUSES,
  TRANSACTIONS,
  type TransactionRecord,
  type TransactionStatus,
  transactionRecord,
} from './transaction-record';
