export type { RawBody, WebhookSecret } from './core';
export {
  type CardTransaction,
  type ClaimState,
  createDeduplicator,
  createMemoryDeduplicationStore,
  createTransactionUpserter,
  type DeduplicatedResult,
  type DeduplicationKey,
  type DeduplicationStore,
  type Deduplicator,
  type DeduplicatorOptions,
  isSameOrNewerTransaction,
  type MemoryDeduplicationStoreOptions,
  type TransactionStore,
  type TransactionUpserter,
  type TransactionUpserterOptions,
} from './dedupe';
export * from './errors';
export {
  type DeliveredEventFields,
  handleWebhook,
  type WebhookEventOf,
  type WebhookHandlerOptions,
  type WebhookRequest,
  type WebhookResponse,
  type WebhookStyle,
} from './handler';
export {
  clientAddress,
  createSourceCheck,
  PRODUCTION_SOURCE_RANGES,
  type RequestOrigin,
  type SourceAllowlistOptions,
} from './source-allowlist';
export * from './style-a';
export * from './style-b';
