import type { ClaimState, DeduplicationStore } from '../deduplication-store';
import { wholeMilliseconds, withTimeout } from '../with-timeout';
import { DEFAULT_DEDUPLICATION_TABLE } from './postgres-deduplication-schema';
import { type PostgresPool, quotedTable } from './postgres-pool';

/** Options of `createPostgresDeduplicationStore`. */
export interface PostgresDeduplicationStoreOptions {
  /** A `pg` Pool (or Client) of `pg` 8. */
  pool: PostgresPool;
  /** The table, created by `migratePostgresDeduplicationStore` or your migrations. @default 'webhook_deduplication' */
  table?: string;
  /**
   * How long one statement may take before it is refused with an error (the handler answers 500 and the
   * service retries): `pg` waits for a free connection without limit by default, and a webhook must be
   * answered within the service's 10 s. @default 5_000
   */
  timeoutMs?: number;
}

/** The PostgreSQL store: a `DeduplicationStore`, and the cleanup of rows whose time ran out. */
export interface PostgresDeduplicationStore extends DeduplicationStore {
  /**
   * Deletes up to `limit` rows whose lease or committed period ran out, and answers how many (PostgreSQL
   * has no expiry of its own: run it from a scheduled job until it answers less than `limit`).
   */
  deleteExpired(limit?: number): Promise<number>;
}

/** The statements of one table. */
function statements(table: string) {
  const t = quotedTable(table).sql;
  const expiry = (param: string) => `now() + ${param}::double precision * interval '1 millisecond'`;
  return {
    // Insert, or take over a row whose lease (or committed period) ran out. When nothing was taken, the row
    // as the statement's snapshot shows it says why: done only if committed and unexpired there (a done row
    // stays done until it expires), anything else (a live lease, a row taken over meanwhile, a row not yet
    // visible) is work in progress.
    claim: `WITH claimed AS (
  INSERT INTO ${t} AS t (key, owner, expires_at) VALUES ($1, $2, ${expiry('$3')})
  ON CONFLICT (key) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
  WHERE t.expires_at <= now()
  RETURNING 1
)
SELECT EXISTS (SELECT 1 FROM claimed) AS claimed,
  (SELECT owner IS NULL AND expires_at > now() FROM ${t} WHERE key = $1) AS done`,
    // Done whoever holds the row (the work succeeded: later deliveries must be skipped, even when this
    // worker's lease ran out and another took over); a row already done keeps its first period.
    commit: `INSERT INTO ${t} AS t (key, owner, expires_at) VALUES ($1, NULL, ${expiry('$2')})
ON CONFLICT (key) DO UPDATE SET owner = NULL, expires_at = excluded.expires_at
WHERE t.owner IS NOT NULL OR t.expires_at <= now()`,
    // Only the owner's lease: one that ran out may be another worker's by now.
    release: `DELETE FROM ${t} WHERE key = $1 AND owner = $2`,
    // The outer condition is checked again on each row as it is deleted, so a row claimed meanwhile stays.
    deleteExpired: `DELETE FROM ${t} WHERE expires_at <= now()
  AND key IN (SELECT key FROM ${t} WHERE expires_at <= now() LIMIT $1)`,
  };
}

function claimState(row: Record<string, unknown> | undefined): ClaimState {
  if (row?.claimed === true) return 'claimed';
  return row?.done === true ? 'done' : 'processing';
}

/**
 * A `DeduplicationStore` in PostgreSQL, shared by every instance that receives webhooks: `onEvent` runs
 * once per event across all of them. Each step is one statement: the claim is one `INSERT ... ON CONFLICT
 * ... DO UPDATE ... WHERE expired` that also takes over a crashed worker's expired lease, the commit an
 * upsert, the release a `DELETE` of the owner's row. Times are the server's `now()`, so the instances'
 * clocks do not matter. Create the table first (`migratePostgresDeduplicationStore`, or the DDL of
 * `postgresDeduplicationSchema` in your migrations).
 *
 * @throws RangeError for a malformed `table` name or a `timeoutMs` that is not positive.
 * @example
 * import pg from 'pg';
 * import { createDeduplicator } from '@card-issuance/webhook-verifier';
 * import {
 *   createPostgresDeduplicationStore,
 *   migratePostgresDeduplicationStore,
 * } from '@card-issuance/webhook-verifier/postgres';
 *
 * const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL });
 * await migratePostgresDeduplicationStore({ pool });
 * const deduplicator = createDeduplicator({ store: createPostgresDeduplicationStore({ pool }) });
 */
export function createPostgresDeduplicationStore(
  options: PostgresDeduplicationStoreOptions,
): PostgresDeduplicationStore {
  const { pool } = options;
  if (typeof pool?.query !== 'function') {
    throw new TypeError('createPostgresDeduplicationStore needs a `pg` Pool or Client (`new pg.Pool()`)');
  }
  const sql = statements(options.table ?? DEFAULT_DEDUPLICATION_TABLE);
  const timeoutMs = wholeMilliseconds(options.timeoutMs ?? 5_000, 'timeoutMs');
  const query = (text: string, values: unknown[], what: string) =>
    withTimeout(() => pool.query(text, values), timeoutMs, `postgres ${what}`);
  return {
    async claim(key, leaseMs, owner) {
      const { rows } = await query(sql.claim, [key, owner, wholeMilliseconds(leaseMs, 'leaseMs')], 'claim');
      return claimState(rows[0]);
    },
    async commit(key, ttlMs) {
      await query(sql.commit, [key, wholeMilliseconds(ttlMs, 'ttlMs')], 'commit');
    },
    async release(key, owner) {
      await query(sql.release, [key, owner], 'release');
    },
    async deleteExpired(limit = 10_000) {
      const { rowCount } = await query(
        sql.deleteExpired,
        [wholeMilliseconds(limit, 'limit')],
        'deleteExpired',
      );
      return rowCount ?? 0;
    },
  };
}
