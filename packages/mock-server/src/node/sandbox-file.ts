// A sandbox file of the SQLite store (`--data-dir`, DECISIONS.md G-33): its schema, and opening it, checked
// and read back whole, or refused in one line naming the file, what is wrong and what to do.
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { SandboxFileError } from './sandbox-file-error';

const SCHEMA_VERSION = '2';

// Rows are addressed by `seq` alone (the store keeps each record's seq in memory): no index on
// (collection, id), whose random keys made every commit rewrite pages all over the file (schema 1).
const RECORDS = `CREATE TABLE records (
    seq INTEGER PRIMARY KEY,
    collection TEXT NOT NULL,
    id TEXT NOT NULL,
    data TEXT NOT NULL
  )`;
const SCHEMA = `
  ${RECORDS};
  CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
  CREATE TABLE schema (key TEXT PRIMARY KEY, value TEXT NOT NULL);
`;

/** Schema 1 had a unique index on (collection, id): the rows move to a table without it, in order. */
const FROM_SCHEMA_1 = `
  BEGIN;
  ${RECORDS.replace('records', 'records_2')};
  INSERT INTO records_2 (seq, collection, id, data) SELECT seq, collection, id, data FROM records ORDER BY seq;
  DROP TABLE records;
  ALTER TABLE records_2 RENAME TO records;
  UPDATE schema SET value = '2' WHERE key = 'version';
  COMMIT;
`;
const TABLES = ['records', 'meta', 'schema'];

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

/** What the file holds, read back: records in row (insertion) order, their rows, and meta values. */
export interface FileContent {
  records: Map<string, Map<string, unknown>>;
  /** The row (`seq`) of every record, by collection and id. */
  rows: Map<string, Map<string, number>>;
  /** The seq of the last row (0 for none). */
  lastSeq: number;
  meta: Map<string, unknown>;
}

/**
 * Every record of the file in row (insertion) order, with its row, and the meta values.
 *
 * @example
 * const { records, meta } = readContent(db);
 */
export function readContent(db: DatabaseSync): FileContent {
  const records = new Map<string, Map<string, unknown>>();
  const rows = new Map<string, Map<string, number>>();
  let lastSeq = 0;
  for (const [seq, collection, id, data] of recordRows(db, 'seq, collection, id, data')) {
    let map = records.get(collection);
    let seqs = rows.get(collection);
    if (!map || !seqs) {
      map = new Map();
      seqs = new Map();
      records.set(collection, map);
      rows.set(collection, seqs);
    }
    map.set(id, JSON.parse(data as string));
    seqs.set(id, seq);
    lastSeq = seq;
  }
  const meta = new Map<string, unknown>();
  for (const row of db.prepare('SELECT key, value FROM meta').iterate()) {
    const { key, value } = row as { key: string; value: string };
    meta.set(key, JSON.parse(value));
  }
  return { records, rows, lastSeq, meta };
}

/**
 * Only the row of every record (after a failed commit, cheaper than reading the records back).
 *
 * @example
 * const { rows, lastSeq } = readRows(db);
 */
export function readRows(db: DatabaseSync): Pick<FileContent, 'rows' | 'lastSeq'> {
  const rows = new Map<string, Map<string, number>>();
  let lastSeq = 0;
  for (const [seq, collection, id] of recordRows(db, 'seq, collection, id')) {
    let seqs = rows.get(collection);
    if (!seqs) {
      seqs = new Map();
      rows.set(collection, seqs);
    }
    seqs.set(id, seq);
    lastSeq = seq;
  }
  return { rows, lastSeq };
}

/** A row of `records` as {@link recordRows} yields it: seq, collection, id, then data when asked for. */
type RecordRow = [seq: number, collection: string, id: string, data?: string];

/**
 * The rows of `records` in row order, each as an array of the columns asked for. Where `node:sqlite` can
 * (Node 22.16+, 24), rows come as arrays rather than objects: about a quarter less time to read a large
 * sandbox back (1.7 million rows: bench/README.md, "Reopening a large `--data-dir`").
 */
function recordRows(db: DatabaseSync, columns: string): Iterable<RecordRow> {
  const statement = db.prepare(`SELECT ${columns} FROM records ORDER BY seq`);
  const arrays = statement as { setReturnArrays?: (enabled: boolean) => void };
  if (typeof arrays.setReturnArrays === 'function') {
    arrays.setReturnArrays(true);
    return statement.iterate() as unknown as Iterable<RecordRow>;
  }
  return (function* () {
    for (const row of statement.iterate()) {
      const { seq, collection, id, data } = row as {
        seq: number;
        collection: string;
        id: string;
        data?: string;
      };
      yield [seq, collection, id, data] as RecordRow;
    }
  })();
}

/**
 * Checks an existing file without writing a byte to it, before it is opened for writing (which switches
 * its journal to WAL): an empty file is no sandbox to seed over, and a file of another program, or no
 * database at all, is refused as it is.
 */
function checkReadOnly(path: string, refuse: (what: string) => SandboxFileError): void {
  if (statSync(path).size === 0)
    throw refuse('is empty (0 bytes): it holds no sandbox, and is not seeded over');
  let db: DatabaseSync | undefined;
  try {
    db = new (openSqlite().DatabaseSync)(path, { readOnly: true });
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>
    ).map((row) => row.name);
    if (tables.length > 0 && !tables.includes('schema'))
      throw refuse('is a SQLite file of another program, not a sandbox of this mock');
  } catch (error) {
    if (error instanceof SandboxFileError) throw error;
    const message = (error as Error).message;
    if (/not a database/i.test(message)) throw refuse(`is not a SQLite database (${message})`);
    // Anything else (held by a running mock, a WAL left by a crash that only a writer replays): the open
    // for writing below decides, and says what is wrong.
  } finally {
    db?.close();
  }
}

/** The remedy every refusal of a file ends with. */
const REMEDY = 'start with --data-dir pointing to another folder, or delete the file to start a new sandbox';

/**
 * Opens `path`, creating a new sandbox file or checking that an existing one is a sandbox of this mock,
 * whole and readable; reads its content. Throws {@link SandboxFileError} naming the file, what is wrong and
 * what to do.
 *
 * @example
 * const { db, content } = openFile('./data/sandbox.sqlite');
 */
export function openFile(path: string): { db: DatabaseSync; content: FileContent } {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const refuse = (what: string) => new SandboxFileError(`${path} ${what}; ${REMEDY}`);
  if (path !== ':memory:' && existsSync(path)) checkReadOnly(path, refuse);
  let db: DatabaseSync;
  try {
    db = new (openSqlite().DatabaseSync)(path);
  } catch (error) {
    throw refuse(`cannot be opened (${(error as Error).message})`);
  }
  try {
    // One process per file: the lock is taken by the first read and held until close.
    db.exec('PRAGMA busy_timeout = 200; PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = WAL;');
    // WAL + NORMAL: a commit is in the WAL (the OS's cache) before its answer leaves, which a killed
    // process cannot undo; only a power loss can take the last commits, never the file (G-33).
    db.exec('PRAGMA synchronous = NORMAL;');
    // Checkpoints (which fsync) every 40 MB of WAL rather than every 4 MB, and a 32 MB page cache: a
    // commit per turn stays cheap as the sandbox grows (bench/README.md, crash-durability.ts).
    db.exec('PRAGMA wal_autocheckpoint = 10000; PRAGMA cache_size = -32000;');
    const tables = (
      db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{ name: string }>
    ).map((row) => row.name);
    if (tables.length === 0) {
      db.exec(`BEGIN; ${SCHEMA} COMMIT;`);
      db.prepare('INSERT INTO schema (key, value) VALUES (?, ?)').run('version', SCHEMA_VERSION);
    } else if (!tables.includes('schema')) {
      throw refuse(`is a SQLite file of another program, not a sandbox of this mock`);
    }
    const read = () =>
      db.prepare('SELECT value FROM schema WHERE key = ?').get('version') as { value: string } | undefined;
    let version = read();
    if (version?.value === '1' && tables.includes('records')) {
      db.exec(FROM_SCHEMA_1);
      version = read();
    }
    if (version?.value !== SCHEMA_VERSION) {
      throw refuse(
        version === undefined
          ? 'has no schema version: it is not a sandbox of this mock'
          : `holds a sandbox of schema ${version.value}; this mock reads ${SCHEMA_VERSION}`,
      );
    }
    const missing = TABLES.filter((table) => !tables.includes(table) && tables.length > 0);
    if (missing.length > 0) throw refuse(`is damaged: its ${missing.join(' and ')} table is missing`);
    // Every page is read and checked (about what reading the records costs): a damaged file is refused at
    // the start, not half-way through serving.
    const check = db.prepare('PRAGMA quick_check(1)').get() as { quick_check: string } | undefined;
    if (check?.quick_check !== 'ok') throw refuse(`is damaged (${check?.quick_check ?? 'unreadable'})`);
    // Records without their sandbox's meta are refused by the mock (readPersistedSandbox), not here.
    return { db, content: readContent(db) };
  } catch (error) {
    db.close();
    if (error instanceof SandboxFileError) throw error;
    const message = (error as Error).message;
    if (/locked|busy/i.test(message)) {
      throw new SandboxFileError(
        `${path} is in use by another mock; give each running mock its own --data-dir`,
      );
    }
    if (error instanceof SyntaxError) throw refuse(`is damaged: a record is not valid JSON (${message})`);
    if (/not a database/i.test(message)) throw refuse(`is not a SQLite database (${message})`);
    throw refuse(`is damaged or unreadable (${message})`);
  }
}
