import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { open, readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { KeptEntry } from '../app/sandbox-registry';
import { SandboxFileError } from './sandbox-file-error';

/** The files a kept sandbox has in `<data-dir>/sandboxes/`, and those SQLite and a crashed write leave. */
const OWN_FILE = /^(sbx_[0-9a-z]+)\.(sqlite|json|sqlite-wal|sqlite-shm|sqlite-journal|json\.tmp)$/;

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = 'SQLite format 3\u0000';

const WHAT_TO_DO = 'move it out of the folder, or start with --data-dir pointing to another folder';

/** The first 16 bytes of `file`, read without opening it as a database, so it is never touched. */
function headerOf(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    return head.toString('latin1', 0, readSync(fd, head, 0, 16, 0));
  } finally {
    closeSync(fd);
  }
}

/** {@link headerOf}, without blocking: many are read at once, which a cold disk serves far faster. */
async function headerOfAsync(file: string): Promise<string> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    return head.toString('latin1', 0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** A kept entry as this mock writes it; `undefined` when the JSON is not one. */
function keptEntryOf(text: string): KeptEntry | undefined {
  try {
    const entry = JSON.parse(text) as Partial<KeptEntry> | null;
    const valid =
      typeof entry === 'object' &&
      entry !== null &&
      (entry.name === null || typeof entry.name === 'string') &&
      typeof entry.input === 'object' &&
      entry.input !== null &&
      Number.isSafeInteger(entry.createdAt) &&
      Number.isSafeInteger(entry.lastUsedAt) &&
      (entry.credentials === undefined ||
        (Array.isArray(entry.credentials) && entry.credentials.every((c) => typeof c === 'string')));
    return valid ? (entry as KeptEntry) : undefined;
  } catch {
    return undefined;
  }
}

/** What is read of one kept sandbox's files to check them. */
interface KeptFiles {
  /** Its entry's text; undefined when there is no entry file. */
  entryText: string | undefined;
  /** Its database file's size and first bytes; undefined when there is no database file. */
  database: { size: number; header: string } | undefined;
}

/** The ids a folder's names hold, refusing a name that is none of a kept sandbox's files. */
function idsOf(dir: string, names: readonly string[]): string[] {
  const ids = new Set<string>();
  for (const name of [...names].sort()) {
    const own = OWN_FILE.exec(name);
    if (!own) {
      throw new SandboxFileError(
        `${join(dir, name)} is not a file of this mock's sandboxes (sbx_….sqlite and sbx_….json only): ${WHAT_TO_DO}`,
      );
    }
    if (own[2] === 'sqlite' || own[2] === 'json') ids.add(own[1] as string);
  }
  return [...ids];
}

/** The entry of one kept sandbox from what was read of its files, or the refusal naming the file. */
function verdictOf(dir: string, id: string, files: KeptFiles): KeptEntry {
  const database = join(dir, `${id}.sqlite`);
  const entryFile = join(dir, `${id}.json`);
  if (files.entryText === undefined) {
    throw new SandboxFileError(
      `${entryFile} is missing: the sandbox ${id} cannot be reopened without it (its name, options and credentials); restore it from a backup, or ${WHAT_TO_DO.replace('it', `${database}`)}`,
    );
  }
  const entry = keptEntryOf(files.entryText);
  if (!entry) {
    throw new SandboxFileError(
      `${entryFile} is damaged: it is not the entry of a sandbox of this mock; restore it from a backup, or ${WHAT_TO_DO}`,
    );
  }
  if (!files.database) {
    throw new SandboxFileError(
      `${database} is missing: the sandbox ${id} named by ${entryFile} has no records; restore it from a backup, or ${WHAT_TO_DO.replace('it', entryFile)}`,
    );
  }
  if (files.database.size === 0) {
    throw new SandboxFileError(`${database} is empty (0 bytes): it holds no sandbox; ${WHAT_TO_DO}`);
  }
  if (files.database.header !== SQLITE_HEADER) {
    throw new SandboxFileError(`${database} is not a SQLite database file: ${WHAT_TO_DO}`);
  }
  return entry;
}

/**
 * Reads the kept sandboxes of `dir`, checking every file before any is used: each `sbx_….sqlite` has its
 * `sbx_….json` entry and the other way round, every entry is one this mock writes, every database file
 * starts as SQLite's do, and the folder holds nothing else. A file that fails a check throws a
 * {@link SandboxFileError} whose one line names it, says what is wrong and what to do; nothing is deleted
 * or modified, whatever is found.
 *
 * @example
 * const kept = readKeptSandboxes('./data/sandboxes'); // Map { 'sbx_1' => { name: null, ... } }
 */
export function readKeptSandboxes(dir: string): Map<string, KeptEntry> {
  const names = readdirSync(dir);
  const present = new Set(names);
  const kept = new Map<string, KeptEntry>();
  for (const id of idsOf(dir, names)) {
    const database = join(dir, `${id}.sqlite`);
    const files: KeptFiles = {
      entryText: present.has(`${id}.json`) ? readFileSync(join(dir, `${id}.json`), 'utf8') : undefined,
      database: present.has(`${id}.sqlite`)
        ? { size: statSync(database).size, header: headerOf(database) }
        : undefined,
    };
    kept.set(id, verdictOf(dir, id, files));
  }
  return kept;
}

/**
 * {@link readKeptSandboxes}, with the files read many at a time: what the CLI does before it starts, so a
 * restart on thousands of kept sandboxes waits for a cold disk once per batch rather than once per file.
 * A missing folder holds none.
 *
 * @example
 * const kept = await readKeptSandboxesInParallel('./data/sandboxes');
 */
export async function readKeptSandboxesInParallel(
  dir: string,
  concurrency = 64,
): Promise<Map<string, KeptEntry>> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return new Map();
    throw error;
  }
  const present = new Set(names);
  const ids = idsOf(dir, names);
  const read = new Map<string, KeptFiles>();
  let next = 0;
  const worker = async () => {
    for (let id = ids[next++]; id !== undefined; id = ids[next++]) {
      const database = join(dir, `${id}.sqlite`);
      const [entryText, size, header] = await Promise.all([
        present.has(`${id}.json`) ? readFile(join(dir, `${id}.json`), 'utf8') : undefined,
        present.has(`${id}.sqlite`) ? stat(database).then((found) => found.size) : undefined,
        present.has(`${id}.sqlite`) ? headerOfAsync(database) : undefined,
      ]);
      read.set(id, { entryText, database: size === undefined ? undefined : { size, header: header ?? '' } });
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, ids.length) }, worker));
  // In the order of the names, as the one-at-a-time reading refuses the first bad file.
  return new Map(ids.map((id) => [id, verdictOf(dir, id, read.get(id) as KeptFiles)]));
}
