import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SandboxStore } from '../app/sandbox-registry';
import { createSqliteStorage, type SqliteStorage } from './sqlite-storage';

const FILE = /^(sbx_[0-9a-z]+)\.sqlite$/;

/**
 * Keeps the sandboxes made with `POST /_mock/sandboxes` in `dir` (`--data-dir`: `<dir>/sandboxes/`): one
 * SQLite file each, with the same durability as the mock's own (G-33), and a small JSON file beside it with
 * its name, options and last use. A removed or expired sandbox's files are deleted.
 *
 * @example
 * const mock = createMock({ storage, sandboxes: { store: createSqliteSandboxStore('./data/sandboxes') } });
 */
export function createSqliteSandboxStore(dir: string): SandboxStore {
  mkdirSync(dir, { recursive: true });
  const open = new Map<string, SqliteStorage>();
  const file = (id: string) => join(dir, `${id}.sqlite`);
  const entryFile = (id: string) => join(dir, `${id}.json`);
  return {
    list: () =>
      readdirSync(dir)
        .map((name) => FILE.exec(name)?.[1])
        .filter((id): id is string => id !== undefined)
        .sort(),
    open(id) {
      const storage = open.get(id) ?? createSqliteStorage(file(id));
      open.set(id, storage);
      return storage;
    },
    readEntry(id) {
      try {
        return JSON.parse(readFileSync(entryFile(id), 'utf8')) as unknown;
      } catch {
        return undefined;
      }
    },
    writeEntry(id, entry) {
      // Its records first: an entry never names a sandbox whose seed is not yet in its file, so the
      // credentials `POST /_mock/sandboxes` answers survive a crash right after.
      open.get(id)?.flush();
      // Whole or not at all: a crash mid-write leaves the previous entry.
      writeFileSync(`${entryFile(id)}.tmp`, JSON.stringify(entry));
      renameSync(`${entryFile(id)}.tmp`, entryFile(id));
    },
    remove(id) {
      open.get(id)?.close();
      open.delete(id);
      for (const suffix of ['.sqlite', '.sqlite-wal', '.sqlite-shm', '.json']) {
        rmSync(join(dir, `${id}${suffix}`), { force: true });
      }
    },
    close() {
      for (const storage of open.values()) storage.close();
      open.clear();
    },
  };
}
