import { type PostgresPool, quotedTable } from './postgres-pool';

/** The default table of the PostgreSQL store. */
export const DEFAULT_DEDUPLICATION_TABLE = 'webhook_deduplication';

/**
 * The DDL of the store's table: one row per event key, `owner` the worker holding its lease (`NULL` once
 * committed), `expires_at` when the lease (or the committed period) runs out; the index serves
 * `deleteExpired`. Idempotent (`IF NOT EXISTS`): put it in your migrations, or run
 * {@link migratePostgresDeduplicationStore}.
 *
 * @example
 * postgresDeduplicationSchema('webhook_deduplication'); // 'CREATE TABLE IF NOT EXISTS "webhook_deduplication" (...'
 */
export function postgresDeduplicationSchema(table: string = DEFAULT_DEDUPLICATION_TABLE): string {
  const { sql, name } = quotedTable(table);
  return [
    `CREATE TABLE IF NOT EXISTS ${sql} (`,
    '  key text PRIMARY KEY,',
    '  owner text,',
    '  expires_at timestamptz NOT NULL',
    ');',
    `CREATE INDEX IF NOT EXISTS "${name}_expires_at_idx" ON ${sql} (expires_at);`,
  ].join('\n');
}

/**
 * Creates the store's table and index if they are missing ({@link postgresDeduplicationSchema}); safe to run
 * at every start, by every instance at once: `CREATE TABLE IF NOT EXISTS` alone is not (two at once can
 * fail on the type both create), so the statements run in one transaction under an advisory lock of the
 * table's name.
 *
 * @example
 * await migratePostgresDeduplicationStore({ pool });
 */
export async function migratePostgresDeduplicationStore(options: {
  pool: PostgresPool;
  table?: string;
}): Promise<void> {
  const table = options.table ?? DEFAULT_DEDUPLICATION_TABLE;
  // One query string of several statements: PostgreSQL runs it as one transaction, so the lock holds to
  // its end. The name was checked by quotedTable, so it is safe inside the literal.
  await options.pool.query(
    `SELECT pg_advisory_xact_lock(hashtext('${quotedTable(table).sql}'));\n${postgresDeduplicationSchema(table)}`,
  );
}
