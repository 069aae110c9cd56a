/**
 * What the store uses of a `pg` Pool or Client (`pg` 8): `query(text, values)`, one statement per call.
 * Described here so the package needs no `pg` types.
 */
export interface PostgresPool {
  query(
    text: string,
    values?: unknown[],
  ): Promise<{ rows: Array<Record<string, unknown>>; rowCount: number | null }>;
}

/** An unquoted identifier: a table name, optionally with its schema. */
const TABLE = /^[A-Za-z_][A-Za-z0-9_]{0,62}(\.[A-Za-z_][A-Za-z0-9_]{0,62})?$/;

/**
 * The table name quoted for SQL (`"schema"."table"`), and the bare name its index is named after; the name
 * is checked rather than escaped, since it is written into statements.
 *
 * @throws RangeError for anything but `name` or `schema.name` of letters, digits and `_`.
 * @example
 * quotedTable('public.webhook_deduplication'); // { sql: '"public"."webhook_deduplication"', name: 'webhook_deduplication' }
 */
export function quotedTable(table: string): { sql: string; name: string } {
  if (!TABLE.test(table)) {
    throw new RangeError(
      `table must be a name or schema.name of letters, digits and _ (at most 63 each), got ${JSON.stringify(table)}`,
    );
  }
  const parts = table.split('.');
  return { sql: parts.map((part) => `"${part}"`).join('.'), name: parts[parts.length - 1] as string };
}
