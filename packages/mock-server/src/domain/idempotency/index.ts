export { canonicalJson } from './canonical-json';
export {
  createIdempotencyStore,
  IDEMPOTENCY_RECORDS,
  type IdempotencyOutcome,
  type IdempotencyStore,
  type IdempotencyStoreOptions,
  type StoredResponse,
} from './idempotency-store';
