import { describe, expect, it } from 'vitest';
import { createPostgresDeduplicationStore } from './create-postgres-deduplication-store';
import {
  migratePostgresDeduplicationStore,
  postgresDeduplicationSchema,
} from './postgres-deduplication-schema';
import { quotedTable } from './postgres-pool';

describe('the PostgreSQL store', () => {
  it('quotes a table or schema.table and refuses anything else (names are written into statements)', () => {
    expect(quotedTable('webhook_deduplication')).toEqual({
      sql: '"webhook_deduplication"',
      name: 'webhook_deduplication',
    });
    expect(quotedTable('app.Events')).toEqual({ sql: '"app"."Events"', name: 'Events' });
    for (const bad of ['', 'a.b.c', 'x; DROP TABLE y', '"x"', '1abc', 'a'.repeat(64)]) {
      expect(() => quotedTable(bad), bad).toThrow(RangeError);
    }
  });

  it('writes its DDL for the named table, and migrates under an advisory lock in one query', async () => {
    const ddl = postgresDeduplicationSchema('app.dedupe');
    expect(ddl).toContain('CREATE TABLE IF NOT EXISTS "app"."dedupe"');
    expect(ddl).toContain(
      'CREATE INDEX IF NOT EXISTS "dedupe_expires_at_idx" ON "app"."dedupe" (expires_at)',
    );
    const queries: string[] = [];
    const pool = {
      query: async (text: string) => {
        queries.push(text);
        return { rows: [], rowCount: 0 };
      },
    };
    await migratePostgresDeduplicationStore({ pool, table: 'app.dedupe' });
    expect(queries).toEqual([`SELECT pg_advisory_xact_lock(hashtext('"app"."dedupe"'));\n${ddl}`]);
  });

  it('reads the claim state from its one statement, and refuses what is not a pool', async () => {
    const replies = [
      { claimed: true, done: null },
      { claimed: false, done: true },
      { claimed: false, done: null },
    ];
    const pool = { query: async () => ({ rows: [replies.shift() as Record<string, unknown>], rowCount: 1 }) };
    const store = createPostgresDeduplicationStore({ pool });
    expect(await store.claim('k', 1_000, 'o')).toBe('claimed');
    expect(await store.claim('k', 1_000, 'o')).toBe('done');
    // No row visible to the statement: another claim not committed yet, so work in progress.
    expect(await store.claim('k', 1_000, 'o')).toBe('processing');
    expect(() => createPostgresDeduplicationStore({ pool: {} as typeof pool })).toThrow(/needs a `pg` Pool/);
    expect(() => createPostgresDeduplicationStore({ pool, table: 'x y' })).toThrow(RangeError);
  });
});
