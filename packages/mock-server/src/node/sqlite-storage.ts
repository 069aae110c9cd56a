import type { DatabaseSync } from 'node:sqlite';
import { RATE_LIMIT_WINDOWS } from '../app/rate-limiter';
import { REQUEST_LOG_COLLECTIONS } from '../control/request-log';
import {
  type Collection,
  createMemoryStorage,
  type Storage,
  type StorageMeta,
  type StorageSnapshot,
} from '../domain/storage';
import { openFile, readContent, readRows } from './sandbox-file';

/** A {@link Storage} kept in a SQLite file: see {@link createSqliteStorage}. */
export interface SqliteStorage extends Storage {
  /** The database file. */
  readonly path: string;
  /** Commits every change not yet committed, now (changes are otherwise committed once per event-loop turn). */
  flush(): void;
  /** Flushes, then closes the database; the storage must not be used after this. */
  close(): void;
  settled(): Promise<void> | undefined;
  failedCommits(): number;
  onReload(listener: () => void): () => void;
}

/** How a {@link SqliteStorage} is opened. */
export interface SqliteStorageOptions {
  /**
   * Collections written only for the mock itself (default: the request log and the rate limiter's
   * windows): a response never waits for them, and when a commit fails (disk full) they are dropped with a
   * warning so that the writes of the sandbox still commit.
   */
  bestEffort?: readonly string[];
  /** Where a failed commit is reported, once per episode (default: a line on stderr). */
  warn?: (line: string) => void;
  /**
   * Runs on the connection once the file is checked and read, before the first write: pragmas such as
   * `PRAGMA max_page_count` (a cap on the file's size; tests use it to fill the "disk").
   */
  configure?: (db: DatabaseSync) => void;
}

/** What happened to a record since the last write: written, removed, or removed then written again. */
type Change = 'put' | 'deleted' | 'moved';

/** A commit that the responses of a turn wait for. */
interface Batch {
  promise: Promise<void>;
  resolve(): void;
  reject(error: Error): void;
}

function newBatch(): Batch {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * The sandbox in a SQLite file (`--data-dir`, DECISIONS.md G-33), with `node:sqlite` (Node 22.13+), Node
 * entry only. Write-through over the in-memory store: every read and every index lookup is served from
 * memory, with the same indexes as {@link createMemoryStorage} (it is one inside); every put and delete is
 * recorded and committed to the `records` table in one transaction per turn of the event loop (group
 * commit, WAL mode, prepared statements), and {@link Storage.settled} tells the mock when a response may
 * leave: never before the commit of what it reports. A commit that fails puts the memory back to what the
 * file holds. One process at a time holds the file. Each record keeps its row, so insertion order survives
 * a restart. Opening checks the file and reads every record back; the `meta` table keeps what reopening a
 * sandbox needs (seed snapshot, credentials, clock state). A file that is damaged or not a sandbox of this
 * mock is refused with a `SandboxFileError` (`sandbox-file.ts`).
 *
 * @example
 * const storage = createSqliteStorage('./data/sandbox.sqlite');
 * const mock = createMock({ storage }); // reopens the sandbox the file holds, or seeds a new one
 * // ...
 * mock.close();
 * storage.close();
 */
export function createSqliteStorage(path: string, options: SqliteStorageOptions = {}): SqliteStorage {
  const { db, content } = openFile(path);
  options.configure?.(db);
  const bestEffort = new Set(options.bestEffort ?? [...REQUEST_LOG_COLLECTIONS, RATE_LIMIT_WINDOWS.name]);
  const warn = options.warn ?? ((line: string) => process.stderr.write(`${line}\n`));

  const insert = db.prepare('INSERT INTO records (seq, collection, id, data) VALUES (?, ?, ?, ?)');
  const update = db.prepare('UPDATE records SET data = ? WHERE seq = ?');
  const remove = db.prepare('DELETE FROM records WHERE seq = ?');
  // Each record's row, so a write addresses it by seq; changed only by a commit that succeeded (a failed
  // one reads them back from the file).
  let rows = content.rows;
  let lastSeq = content.lastSeq;
  const setMeta = db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  );

  const changed = new Map<string, Map<string, Change>>();
  const changedMeta = new Set<string>();
  const collections = new Map<string, Collection<unknown>>();
  const reloadListeners = new Set<() => void>();
  const metaValues = content.meta;
  /** A restore since the last commit: the next one rewrites every record. */
  let rewriteAll = false;
  /** Changes that a response must not be answered before are waiting for their commit. */
  let durablePending = false;
  let batch: Batch | undefined;
  let scheduled = false;
  let closed = false;
  /** While the memory is put back to what the file holds, nothing is recorded. */
  let reloading = false;
  /** Whether the last commit failed, or dropped the best-effort collections: one warning per episode. */
  let failing = false;
  let dropping = false;
  let failures = 0;

  const memory = createMemoryStorage({
    initial: content.records,
    onWrite(name, id) {
      if (reloading) return;
      let ids = changed.get(name);
      if (!ids) {
        ids = new Map();
        changed.set(name, ids);
      }
      const present = read(name).get(id) !== undefined;
      const before = ids.get(id);
      // Written again after a delete in the same batch: it goes to the back, as it did in memory, so its
      // change goes to the back of the batch too (the commit inserts rows in the batch's order).
      const moved = present && (before === 'deleted' || before === 'moved');
      if (moved) ids.delete(id);
      ids.set(id, present ? (moved ? 'moved' : 'put') : 'deleted');
      if (!bestEffort.has(name)) durablePending = true;
      schedule();
    },
    onRestore() {
      if (reloading) return;
      changed.clear();
      rewriteAll = true;
      durablePending = true;
      schedule();
    },
  });
  // Meta values are kept here rather than in the memory store, so a reload can replace them all.
  const meta: StorageMeta = {
    get: (key) => metaValues.get(key),
    set(key, value) {
      metaValues.set(key, value);
      if (reloading) return;
      changedMeta.add(key);
      durablePending = true;
      schedule();
    },
  };

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

  /** The row of every record of collection `name` the file holds, by id. */
  function rowsOf(name: string): Map<string, number> {
    let seqs = rows.get(name);
    if (!seqs) {
      seqs = new Map();
      rows.set(name, seqs);
    }
    return seqs;
  }

  /** Writes one record's change: its row updated, or removed, or (new or moved to the back) inserted. */
  function write(name: string, seqs: Map<string, number>, id: string, change: Change, record: unknown): void {
    const seq = seqs.get(id);
    if (seq !== undefined && (change !== 'put' || record === undefined)) {
      remove.run(seq);
      seqs.delete(id);
    }
    if (record === undefined) return;
    const json = JSON.stringify(record);
    const kept = seqs.get(id);
    if (kept !== undefined) {
      update.run(json, kept);
    } else {
      lastSeq += 1;
      insert.run(lastSeq, name, id, json);
      seqs.set(id, lastSeq);
    }
  }

  /** Writes the changes in one transaction; with `skipBestEffort`, without the best-effort collections. */
  function commit(skipBestEffort: boolean): void {
    db.exec('BEGIN');
    try {
      if (rewriteAll) {
        db.exec('DELETE FROM records');
        rows = new Map();
        for (const [name, records] of Object.entries(memory.snapshot())) {
          if (skipBestEffort && bestEffort.has(name)) continue;
          const seqs = rowsOf(name);
          for (const [id, record] of Object.entries(records)) write(name, seqs, id, 'put', record);
        }
      } else {
        for (const [name, ids] of changed) {
          if (skipBestEffort && bestEffort.has(name)) continue;
          const records = read(name);
          const seqs = rowsOf(name);
          for (const [id, change] of ids) write(name, seqs, id, change, records.get(id));
        }
      }
      for (const key of changedMeta) setMeta.run(key, JSON.stringify(metaValues.get(key) ?? null));
      db.exec('COMMIT');
    } catch (error) {
      // SQLite rolls back by itself on some errors (SQLITE_FULL): a second ROLLBACK would hide the cause.
      if (db.isTransaction) db.exec('ROLLBACK');
      // The rows as the file holds them, not as the failed transaction left them.
      try {
        ({ rows, lastSeq } = readRows(db));
      } catch {
        // Unreadable too: the reload that follows reports it.
      }
      throw error;
    }
  }

  function flush(): void {
    scheduled = false;
    const waiting = batch;
    batch = undefined;
    if (closed || (!rewriteAll && changed.size === 0 && changedMeta.size === 0)) {
      durablePending = false;
      waiting?.resolve();
      return;
    }
    const durable = durablePending;
    durablePending = false;
    let failure: Error | undefined;
    try {
      commit(false);
    } catch (error) {
      failure = error as Error;
    }
    if (failure && [...changed.keys()].some((name) => bestEffort.has(name))) {
      // What the mock keeps only for itself gives way: the sandbox's own writes are tried again alone.
      const cause = failure.message;
      failure = undefined;
      try {
        commit(true);
        if (!dropping)
          warn(`${path}: could not write the request log (${cause}); it is kept in memory only for now`);
        dropping = true;
      } catch (error) {
        failure = error as Error;
      }
    } else if (!failure) {
      dropping = false;
    }
    changed.clear();
    changedMeta.clear();
    rewriteAll = false;
    if (!failure) {
      failing = false;
      waiting?.resolve();
      return;
    }
    if (!failing) {
      warn(
        `${path}: could not commit (${failure.message}); writes answer 503 until it can, and the sandbox went back to what the file holds`,
      );
    }
    failing = true;
    failures += 1;
    if (durable) reload();
    waiting?.reject(new Error(`${path}: could not commit: ${failure.message}`, { cause: failure }));
  }

  /** Puts the memory back to what the file holds, and tells the listeners (clock, jobs, deliveries). */
  function reload(): void {
    reloading = true;
    try {
      const fresh = readContent(db);
      ({ rows, lastSeq } = fresh);
      metaValues.clear();
      for (const [key, value] of fresh.meta) metaValues.set(key, value);
      const snapshot: StorageSnapshot = {};
      for (const [name, records] of fresh.records) snapshot[name] = Object.fromEntries(records);
      memory.restore(snapshot);
      for (const listener of reloadListeners) listener();
    } catch (error) {
      warn(`${path}: could not read the file back (${(error as Error).message}); serving what memory holds`);
    } finally {
      reloading = false;
    }
  }

  return {
    collection: memory.collection,
    snapshot: () => memory.snapshot(),
    restore: (snapshot) => memory.restore(snapshot),
    meta,
    path,
    flush,
    settled() {
      if (!durablePending || closed) return undefined;
      batch ??= newBatch();
      return batch.promise;
    },
    failedCommits: () => failures,
    onReload(listener) {
      reloadListeners.add(listener);
      return () => {
        reloadListeners.delete(listener);
      };
    },
    close() {
      if (closed) return;
      flush();
      closed = true;
      db.close();
    },
  };
}
