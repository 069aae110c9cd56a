import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { KeptEntry } from '../app/sandbox-registry';
import { SandboxFileError } from './sandbox-file-error';

/** The files a kept sandbox has in `<data-dir>/sandboxes/`, and those SQLite and a crashed write leave. */
const OWN_FILE = /^(sbx_[0-9a-z]+)\.(sqlite|json|sqlite-wal|sqlite-shm|sqlite-journal|json\.tmp)$/;

/** The first 16 bytes of every SQLite database file. */
const SQLITE_HEADER = 'SQLite format 3\u0000';

const WHAT_TO_DO = 'move it out of the folder, or start with --data-dir pointing to another folder';

/** Whether `file` starts with SQLite's header: read without opening it as a database, so it is never touched. */
function hasSqliteHeader(file: string): boolean {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(16);
    return readSync(fd, head, 0, 16, 0) === 16 && head.toString('latin1') === SQLITE_HEADER;
  } finally {
    closeSync(fd);
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
  const names = readdirSync(dir).sort();
  const present = new Set(names);
  const ids = new Set<string>();
  for (const name of names) {
    const own = OWN_FILE.exec(name);
    if (!own) {
      throw new SandboxFileError(
        `${join(dir, name)} is not a file of this mock's sandboxes (sbx_….sqlite and sbx_….json only): ${WHAT_TO_DO}`,
      );
    }
    if (own[2] === 'sqlite' || own[2] === 'json') ids.add(own[1] as string);
  }
  const kept = new Map<string, KeptEntry>();
  for (const id of ids) {
    const database = join(dir, `${id}.sqlite`);
    const entryFile = join(dir, `${id}.json`);
    const hasDatabase = present.has(`${id}.sqlite`);
    if (!present.has(`${id}.json`)) {
      throw new SandboxFileError(
        `${entryFile} is missing: the sandbox ${id} cannot be reopened without it (its name, options and credentials); restore it from a backup, or ${WHAT_TO_DO.replace('it', `${database}`)}`,
      );
    }
    const entry = keptEntryOf(readFileSync(entryFile, 'utf8'));
    if (!entry) {
      throw new SandboxFileError(
        `${entryFile} is damaged: it is not the entry of a sandbox of this mock; restore it from a backup, or ${WHAT_TO_DO}`,
      );
    }
    if (!hasDatabase) {
      throw new SandboxFileError(
        `${database} is missing: the sandbox ${id} named by ${entryFile} has no records; restore it from a backup, or ${WHAT_TO_DO.replace('it', entryFile)}`,
      );
    }
    if (statSync(database).size === 0) {
      throw new SandboxFileError(`${database} is empty (0 bytes): it holds no sandbox; ${WHAT_TO_DO}`);
    }
    if (!hasSqliteHeader(database)) {
      throw new SandboxFileError(`${database} is not a SQLite database file: ${WHAT_TO_DO}`);
    }
    kept.set(id, entry);
  }
  return kept;
}
