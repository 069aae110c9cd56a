export type { RawBody, WebhookSecret } from './core';
export {
  type CardTransaction,
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
export {
  BodyAlreadyParsedError,
  InvalidSecretError,
  MalformedEventError,
  MissingSignatureError,
  SignatureMismatchError,
  UnknownEventTypeError,
  type WebhookErrorCode,
  WebhookVerificationError,
} from './errors';
export {
  handleWebhook,
  type WebhookEventOf,
  type WebhookHandlerOptions,
  type WebhookRequest,
  type WebhookResponse,
  type WebhookStyle,
} from './handler';
export * from './style-a';
export * from './style-b';
