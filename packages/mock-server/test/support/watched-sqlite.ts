import type { DatabaseSync } from 'node:sqlite';
import { createSqliteStorage, type SqliteStorage } from '../../src/node/sqlite-storage';

/**
 * A SQLite store for tests, whose warnings are kept and whose connection the test can reach (to fill the
 * "disk" with `PRAGMA max_page_count`, or refuse writes with `PRAGMA query_only`).
 *
 * @example
 * const { storage, db, warnings } = openWatched(path);
 * db.exec('PRAGMA query_only = ON'); // the next commit fails
 */
export function openWatched(path: string): { storage: SqliteStorage; db: DatabaseSync; warnings: string[] } {
  const warnings: string[] = [];
  let connection: DatabaseSync | undefined;
  const storage = createSqliteStorage(path, {
    warn: (line) => warnings.push(line),
    configure: (db) => {
      connection = db;
    },
  });
  if (!connection) throw new Error('configure was not called');
  return { storage, db: connection, warnings };
}
