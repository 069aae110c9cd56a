export {
  createPostgresDeduplicationStore,
  type PostgresDeduplicationStore,
  type PostgresDeduplicationStoreOptions,
} from './create-postgres-deduplication-store';
export {
  DEFAULT_DEDUPLICATION_TABLE,
  migratePostgresDeduplicationStore,
  postgresDeduplicationSchema,
} from './postgres-deduplication-schema';
export type { PostgresPool } from './postgres-pool';
