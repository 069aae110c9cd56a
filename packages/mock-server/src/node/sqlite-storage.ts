import type { DatabaseSync, StatementSync } from 'node:sqlite';
import { RATE_LIMIT_WINDOWS } from '../app/rate-limiter';
import { REQUEST_LOG_COLLECTIONS } from '../control/request-log';
import {
  type Collection,
  type CollectionSpec,
  createMemoryStorage,
  type IndexedCollection,
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
  return new SqliteStore(path, options);
}

/** The {@link SqliteStorage}: the memory store inside, and what it changed since the last commit. */
class SqliteStore implements SqliteStorage {
  readonly meta: StorageMeta;
  private readonly db: DatabaseSync;
  private readonly memory: Storage;
  private readonly bestEffort: Set<string>;
  private readonly warn: (line: string) => void;
  private readonly insert: StatementSync;
  private readonly update: StatementSync;
  private readonly remove: StatementSync;
  private readonly setMeta: StatementSync;
  // Each record's row, so a write addresses it by seq; changed only by a commit that succeeded (a failed
  // one reads them back from the file).
  private rows: Map<string, Map<string, number>>;
  private lastSeq: number;
  private readonly changed = new Map<string, Map<string, Change>>();
  private readonly changedMeta = new Set<string>();
  private readonly collections = new Map<string, Collection<unknown>>();
  private readonly reloadListeners = new Set<() => void>();
  private readonly metaValues: Map<string, unknown>;
  /** A restore since the last commit: the next one rewrites every record. */
  private rewriteAll = false;
  /** Changes that a response must not be answered before are waiting for their commit. */
  private durablePending = false;
  private batch: Batch | undefined;
  private scheduled = false;
  private closed = false;
  /** While the memory is put back to what the file holds, nothing is recorded. */
  private reloading = false;
  /** Whether the last commit failed, or dropped the best-effort collections: one warning per episode. */
  private failing = false;
  private dropping = false;
  private failures = 0;
  /** The commit of a turn, made once: scheduling it allocates nothing. */
  private readonly flushLater = () => this.flush();

  constructor(
    readonly path: string,
    options: SqliteStorageOptions,
  ) {
    const { db, content } = openFile(path);
    this.db = db;
    options.configure?.(db);
    this.bestEffort = new Set(options.bestEffort ?? [...REQUEST_LOG_COLLECTIONS, RATE_LIMIT_WINDOWS.name]);
    this.warn = options.warn ?? ((line: string) => process.stderr.write(`${line}\n`));
    this.insert = db.prepare('INSERT INTO records (seq, collection, id, data) VALUES (?, ?, ?, ?)');
    this.update = db.prepare('UPDATE records SET data = ? WHERE seq = ?');
    this.remove = db.prepare('DELETE FROM records WHERE seq = ?');
    this.setMeta = db.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    );
    this.rows = content.rows;
    this.lastSeq = content.lastSeq;
    this.metaValues = content.meta;
    this.memory = createMemoryStorage({
      initial: content.records,
      onWrite: (name, id) => this.recordWrite(name, id),
      onRestore: () => this.recordRestore(),
    });
    // Meta values are kept here rather than in the memory store, so a reload can replace them all.
    this.meta = {
      get: (key) => this.metaValues.get(key),
      set: (key, value) => this.recordMeta(key, value),
    };
  }

  collection<T, I extends string, U extends string>(
    spec: CollectionSpec<T, I, U>,
  ): IndexedCollection<T, I, U>;
  collection<T>(name: string): Collection<T>;
  collection(nameOrSpec: string | CollectionSpec<unknown, string, string>): Collection<unknown> {
    return typeof nameOrSpec === 'string'
      ? this.memory.collection(nameOrSpec)
      : this.memory.collection(nameOrSpec);
  }

  snapshot(): StorageSnapshot {
    return this.memory.snapshot();
  }

  restore(snapshot: StorageSnapshot): void {
    this.memory.restore(snapshot);
  }

  settled(): Promise<void> | undefined {
    if (!this.durablePending || this.closed) return undefined;
    this.batch ??= newBatch();
    return this.batch.promise;
  }

  failedCommits(): number {
    return this.failures;
  }

  onReload(listener: () => void): () => void {
    this.reloadListeners.add(listener);
    return () => {
      this.reloadListeners.delete(listener);
    };
  }

  close(): void {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    this.db.close();
  }

  flush(): void {
    this.scheduled = false;
    const waiting = this.batch;
    this.batch = undefined;
    if (this.closed || (!this.rewriteAll && this.changed.size === 0 && this.changedMeta.size === 0)) {
      this.durablePending = false;
      waiting?.resolve();
      return;
    }
    const durable = this.durablePending;
    this.durablePending = false;
    const failure = this.commitTurn();
    this.changed.clear();
    this.changedMeta.clear();
    this.rewriteAll = false;
    if (!failure) {
      this.failing = false;
      waiting?.resolve();
      return;
    }
    if (!this.failing) {
      this.warn(
        `${this.path}: could not commit (${failure.message}); writes answer 503 until it can, and the sandbox went back to what the file holds`,
      );
    }
    this.failing = true;
    this.failures += 1;
    if (durable) this.reload();
    waiting?.reject(new Error(`${this.path}: could not commit: ${failure.message}`, { cause: failure }));
  }

  /** Records one put or delete of the memory store (`onWrite`) for the next commit. */
  private recordWrite(name: string, id: string): void {
    if (this.reloading) return;
    let ids = this.changed.get(name);
    if (!ids) {
      ids = new Map();
      this.changed.set(name, ids);
    }
    const present = this.read(name).get(id) !== undefined;
    const before = ids.get(id);
    // Written again after a delete in the same batch: it goes to the back, as it did in memory, so its
    // change goes to the back of the batch too (the commit inserts rows in the batch's order).
    const moved = present && (before === 'deleted' || before === 'moved');
    if (moved) ids.delete(id);
    ids.set(id, present ? (moved ? 'moved' : 'put') : 'deleted');
    if (!this.bestEffort.has(name)) this.durablePending = true;
    this.schedule();
  }

  /** A restore of the memory store (`onRestore`): the next commit rewrites every record. */
  private recordRestore(): void {
    if (this.reloading) return;
    this.changed.clear();
    this.rewriteAll = true;
    this.durablePending = true;
    this.schedule();
  }

  private recordMeta(key: string, value: unknown): void {
    this.metaValues.set(key, value);
    if (this.reloading) return;
    this.changedMeta.add(key);
    this.durablePending = true;
    this.schedule();
  }

  private read(name: string): Collection<unknown> {
    let collection = this.collections.get(name);
    if (!collection) {
      collection = this.memory.collection<unknown>(name);
      this.collections.set(name, collection);
    }
    return collection;
  }

  private schedule(): void {
    if (this.scheduled || this.closed) return;
    this.scheduled = true;
    setImmediate(this.flushLater);
  }

  /**
   * Commits what the turn changed; when that fails and best-effort collections changed, what the mock keeps
   * only for itself gives way: the sandbox's own writes are tried again alone. Answers the failure, if any.
   */
  private commitTurn(): Error | undefined {
    let failure: Error | undefined;
    try {
      this.commit(false);
    } catch (error) {
      failure = error as Error;
    }
    if (failure && [...this.changed.keys()].some((name) => this.bestEffort.has(name))) {
      const cause = failure.message;
      try {
        this.commit(true);
        if (!this.dropping) {
          this.warn(
            `${this.path}: could not write the request log (${cause}); it is kept in memory only for now`,
          );
        }
        this.dropping = true;
        return undefined;
      } catch (error) {
        return error as Error;
      }
    }
    if (!failure) this.dropping = false;
    return failure;
  }

  /** Writes the changes in one transaction; with `skipBestEffort`, without the best-effort collections. */
  private commit(skipBestEffort: boolean): void {
    const db = this.db;
    db.exec('BEGIN');
    try {
      if (this.rewriteAll) this.rewriteRecords(skipBestEffort);
      else this.writeChanges(skipBestEffort);
      for (const key of this.changedMeta)
        this.setMeta.run(key, JSON.stringify(this.metaValues.get(key) ?? null));
      db.exec('COMMIT');
    } catch (error) {
      // SQLite rolls back by itself on some errors (SQLITE_FULL): a second ROLLBACK would hide the cause.
      if (db.isTransaction) db.exec('ROLLBACK');
      // The rows as the file holds them, not as the failed transaction left them.
      try {
        ({ rows: this.rows, lastSeq: this.lastSeq } = readRows(db));
      } catch {
        // Unreadable too: the reload that follows reports it.
      }
      throw error;
    }
  }

  /** After a restore: every record written anew. */
  private rewriteRecords(skipBestEffort: boolean): void {
    this.db.exec('DELETE FROM records');
    this.rows = new Map();
    for (const [name, records] of Object.entries(this.memory.snapshot())) {
      if (skipBestEffort && this.bestEffort.has(name)) continue;
      const seqs = this.rowsOf(name);
      for (const [id, record] of Object.entries(records)) this.write(name, seqs, id, 'put', record);
    }
  }

  private writeChanges(skipBestEffort: boolean): void {
    for (const [name, ids] of this.changed) {
      if (skipBestEffort && this.bestEffort.has(name)) continue;
      const records = this.read(name);
      const seqs = this.rowsOf(name);
      for (const [id, change] of ids) this.write(name, seqs, id, change, records.get(id));
    }
  }

  /** The row of every record of collection `name` the file holds, by id. */
  private rowsOf(name: string): Map<string, number> {
    let seqs = this.rows.get(name);
    if (!seqs) {
      seqs = new Map();
      this.rows.set(name, seqs);
    }
    return seqs;
  }

  /** Writes one record's change: its row updated, or removed, or (new or moved to the back) inserted. */
  private write(name: string, seqs: Map<string, number>, id: string, change: Change, record: unknown): void {
    const seq = seqs.get(id);
    if (seq !== undefined && (change !== 'put' || record === undefined)) {
      this.remove.run(seq);
      seqs.delete(id);
    }
    if (record === undefined) return;
    const json = JSON.stringify(record);
    const kept = seqs.get(id);
    if (kept !== undefined) {
      this.update.run(json, kept);
    } else {
      this.lastSeq += 1;
      this.insert.run(this.lastSeq, name, id, json);
      seqs.set(id, this.lastSeq);
    }
  }

  /** Puts the memory back to what the file holds, and tells the listeners (clock, jobs, deliveries). */
  private reload(): void {
    this.reloading = true;
    try {
      const fresh = readContent(this.db);
      this.rows = fresh.rows;
      this.lastSeq = fresh.lastSeq;
      this.metaValues.clear();
      for (const [key, value] of fresh.meta) this.metaValues.set(key, value);
      const snapshot: StorageSnapshot = {};
      for (const [name, records] of fresh.records) snapshot[name] = Object.fromEntries(records);
      this.memory.restore(snapshot);
      for (const listener of this.reloadListeners) listener();
    } catch (error) {
      this.warn(
        `${this.path}: could not read the file back (${(error as Error).message}); serving what memory holds`,
      );
    } finally {
      this.reloading = false;
    }
  }
}
