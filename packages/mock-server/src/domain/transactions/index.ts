export { type ListTransactionsInput, listTransactions, TRANSACTION_WINDOW_MS } from './list-transactions';
export {
  TRANSACTION_STATUSES,
  TRANSACTIONS,
  type TransactionRecord,
  type TransactionStatus,
} from './transaction-record';
