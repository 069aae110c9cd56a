export {
  createIdempotencyStore,
  type IdempotencyOutcome,
  type IdempotencyStore,
  type IdempotencyStoreOptions,
  type StoredResponse,
} from './idempotency-store';
