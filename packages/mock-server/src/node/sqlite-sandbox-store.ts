import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { KeptEntry, SandboxStore } from '../app/sandbox-registry';
import { readKeptSandboxes } from './sandbox-files';
import { createSqliteStorage, type SqliteStorage } from './sqlite-storage';

/**
 * Keeps the sandboxes made with `POST /_mock/sandboxes` in `dir` (`--data-dir`: `<dir>/sandboxes/`): one
 * SQLite file each, with the same durability as the mock's own (G-33), and a small JSON entry beside it
 * with its name, options, credentials and last use. A file opens when its sandbox is used and closes when
 * the registry releases it, so an idle sandbox holds no file descriptor. The files of a removed or expired
 * sandbox are deleted; a file that cannot be read as a kept sandbox is refused by name and never deleted
 * (`readKeptSandboxes`).
 *
 * @example
 * const mock = createMock({ storage, sandboxes: { store: createSqliteSandboxStore('./data/sandboxes') } });
 * // or, its files read many at a time first:
 * createSqliteSandboxStore(dir, { kept: await readKeptSandboxesInParallel(dir) });
 */
export function createSqliteSandboxStore(
  dir: string,
  options: { kept?: Map<string, KeptEntry> | undefined } = {},
): SandboxStore {
  mkdirSync(dir, { recursive: true });
  const open = new Map<string, SqliteStorage>();
  const entries = new Map<string, KeptEntry>();
  const file = (id: string) => join(dir, `${id}.sqlite`);
  const entryFile = (id: string) => join(dir, `${id}.json`);
  const release = (id: string) => {
    open.get(id)?.close();
    open.delete(id);
  };
  return {
    list() {
      // Read already when the caller read them in parallel (the CLI, `readKeptSandboxesInParallel`).
      for (const [id, entry] of options.kept ?? readKeptSandboxes(dir)) entries.set(id, entry);
      return [...entries.keys()];
    },
    open(id) {
      const storage = open.get(id) ?? createSqliteStorage(file(id));
      open.set(id, storage);
      return storage;
    },
    readEntry: (id) => entries.get(id),
    writeEntry(id, entry) {
      // Its records first: an entry never names a sandbox whose seed is not yet in its file, so the
      // credentials `POST /_mock/sandboxes` answers survive a crash right after.
      open.get(id)?.flush();
      // Whole or not at all: a crash mid-write leaves the previous entry.
      writeFileSync(`${entryFile(id)}.tmp`, JSON.stringify(entry));
      renameSync(`${entryFile(id)}.tmp`, entryFile(id));
      entries.set(id, entry);
    },
    release,
    remove(id) {
      release(id);
      entries.delete(id);
      for (const suffix of [
        '.sqlite',
        '.sqlite-wal',
        '.sqlite-shm',
        '.sqlite-journal',
        '.json',
        '.json.tmp',
      ]) {
        rmSync(join(dir, `${id}${suffix}`), { force: true });
      }
    },
    close() {
      for (const storage of open.values()) storage.close();
      open.clear();
    },
  };
}
