import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { type Collection, createMemoryStorage, type Storage, type StorageSnapshot } from '../domain/storage';

/** A {@link Storage} kept in a SQLite file: see {@link createSqliteStorage}. */
export interface SqliteStorage extends Storage {
  /** The database file. */
  readonly path: string;
  /** Writes every change not yet written, now (changes are otherwise written once per event-loop turn). */
  flush(): void;
  /** Flushes, then closes the database; the storage must not be used after this. */
  close(): void;
}

const SCHEMA_VERSION = '1';

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS records (
    seq INTEGER PRIMARY KEY,
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL,
    UNIQUE (collection, id)
  );
  CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS schema (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/**
 * `node:sqlite`, loaded when a SQLite store is opened rather than when the Node entry is imported, so the
 * entry still loads on a Node without it.
 */
function openSqlite(): typeof import('node:sqlite') {
  const sqlite = process.getBuiltinModule?.('node:sqlite') as typeof import('node:sqlite') | undefined;
  if (!sqlite)
    throw new Error(
      `--data-dir needs node:sqlite (Node 22.13 or later); this is Node ${process.versions.node}`,
    );
  return sqlite;
}

/** What happened to a record since the last write: written, removed, or removed then written again. */
type Change = 'put' | 'deleted' | 'moved';

/**
 * The sandbox in a SQLite file (`--data-dir`, DECISIONS.md G-33), with `node:sqlite` (Node 22.13+), Node
 * entry only. Write-through over the in-memory store: every read and every index lookup is served from
 * memory, with the same indexes as {@link createMemoryStorage} (it is one inside); every put and delete is
 * recorded and written to the `records` table, in one transaction per turn of the event loop (WAL mode,
 * prepared statements), so a request's writes land together. One process at a time holds the file. Each record keeps its row, so insertion order
 * survives a restart. Opening reads every record back; the `meta` table keeps what reopening a sandbox
 * needs (seed snapshot, credentials, clock state).
 *
 * @example
 * const storage = createSqliteStorage('./data/sandbox.sqlite');
 * const mock = createMock({ storage }); // reopens the sandbox the file holds, or seeds a new one
 * // ...
 * mock.close();
 * storage.close();
 */
export function createSqliteStorage(path: string): SqliteStorage {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const db: DatabaseSync = new (openSqlite().DatabaseSync)(path);
  try {
    // One process per file: the lock is taken by the first read and held until close.
    db.exec('PRAGMA busy_timeout = 200; PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = WAL;');
    db.exec('PRAGMA synchronous = NORMAL;');
    db.exec(SCHEMA);
  } catch (error) {
    db.close();
    if (/locked|busy/i.test((error as Error).message)) {
      throw new Error(`${path} is in use by another mock; give each running mock its own --data-dir`);
    }
    throw error;
  }
  const version = db.prepare('SELECT value FROM schema WHERE key = ?').get('version') as
    | { value: string }
    | undefined;
  if (version === undefined) {
    db.prepare('INSERT INTO schema (key, value) VALUES (?, ?)').run('version', SCHEMA_VERSION);
  } else if (version.value !== SCHEMA_VERSION) {
    db.close();
    throw new Error(`${path} holds a sandbox of schema ${version.value}; this mock reads ${SCHEMA_VERSION}`);
  }

  const upsert = db.prepare(
    'INSERT INTO records (collection, id, data) VALUES (?, ?, ?) ON CONFLICT (collection, id) DO UPDATE SET data = excluded.data',
  );
  const remove = db.prepare('DELETE FROM records WHERE collection = ? AND id = ?');
  const setMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );

  // Everything back into memory, in row order (insertion order), handed over without copies.
  const initial = new Map<string, Map<string, unknown>>();
  for (const row of db.prepare('SELECT collection, id, data FROM records ORDER BY seq').iterate()) {
    const { collection, id, data } = row as { collection: string; id: string; data: string };
    let records = initial.get(collection);
    if (!records) {
      records = new Map();
      initial.set(collection, records);
    }
    records.set(id, JSON.parse(data));
  }
  const initialMeta: Record<string, unknown> = {};
  for (const row of db.prepare('SELECT key, value FROM meta').iterate()) {
    const { key, value } = row as { key: string; value: string };
    initialMeta[key] = JSON.parse(value);
  }

  const changed = new Map<string, Map<string, Change>>();
  const changedMeta = new Set<string>();
  const collections = new Map<string, Collection<unknown>>();
  let scheduled = false;
  let closed = false;

  const memory = createMemoryStorage({
    initial,
    initialMeta,
    onWrite(name, id) {
      let ids = changed.get(name);
      if (!ids) {
        ids = new Map();
        changed.set(name, ids);
      }
      const present = read(name).get(id) !== undefined;
      const before = ids.get(id);
      // Written again after a delete in the same batch: it goes to the back, as it did in memory.
      ids.set(id, present ? (before === 'deleted' || before === 'moved' ? 'moved' : 'put') : 'deleted');
      schedule();
    },
    onMeta(key) {
      changedMeta.add(key);
      schedule();
    },
    onRestore(snapshot) {
      changed.clear();
      rewrite(snapshot);
    },
  });

  function read(name: string): Collection<unknown> {
    let collection = collections.get(name);
    if (!collection) {
      collection = memory.collection<unknown>(name);
      collections.set(name, collection);
    }
    return collection;
  }

  function schedule(): void {
    if (scheduled || closed) return;
    scheduled = true;
    setImmediate(flush);
  }

  function transaction(work: () => void): void {
    db.exec('BEGIN');
    try {
      work();
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      throw error;
    }
  }

  function flush(): void {
    scheduled = false;
    if (closed || (changed.size === 0 && changedMeta.size === 0)) return;
    transaction(() => {
      for (const [name, ids] of changed) {
        const records = read(name);
        for (const [id, change] of ids) {
          const record = records.get(id);
          if (change !== 'put' || record === undefined) remove.run(name, id);
          if (record !== undefined) upsert.run(name, id, JSON.stringify(record));
        }
      }
      for (const key of changedMeta) setMeta.run(key, JSON.stringify(memory.meta.get(key) ?? null));
    });
    changed.clear();
    changedMeta.clear();
  }

  /** After a restore: the table holds exactly the snapshot, in its order. */
  function rewrite(snapshot: StorageSnapshot): void {
    transaction(() => {
      db.exec('DELETE FROM records');
      for (const [name, records] of Object.entries(snapshot)) {
        for (const [id, record] of Object.entries(records)) upsert.run(name, id, JSON.stringify(record));
      }
    });
  }

  return {
    collection: memory.collection,
    snapshot: () => memory.snapshot(),
    restore: (snapshot) => memory.restore(snapshot),
    meta: memory.meta,
    path,
    flush,
    close() {
      if (closed) return;
      flush();
      closed = true;
      db.close();
    },
  };
}
