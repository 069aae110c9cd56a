export {
  createDeduplicator,
  type DeduplicatedResult,
  type DeduplicationKey,
  type Deduplicator,
  type DeduplicatorOptions,
} from './create-deduplicator';
export {
  type CardTransaction,
  createTransactionUpserter,
  isSameOrNewerTransaction,
  type TransactionStore,
  type TransactionUpserter,
  type TransactionUpserterOptions,
} from './create-transaction-upserter';
export type { ClaimState, DeduplicationStore } from './deduplication-store';
export {
  createMemoryDeduplicationStore,
  type MemoryDeduplicationStoreOptions,
} from './memory-deduplication-store';
