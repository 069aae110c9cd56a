export { listTransactions, TRANSACTION_WINDOW_MS, transactionView } from './list-transactions';
export {
  TRANSACTION_STATUSES,
  TRANSACTIONS,
  type TransactionRecord,
  type TransactionStatus,
} from './transaction-record';
