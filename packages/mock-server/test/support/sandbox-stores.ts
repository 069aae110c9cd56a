import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { MockOptions } from '../../src';
import { createSqliteSandboxStore } from '../../src/node';

/**
 * The two ways a mock keeps its sandboxes, for tests that must hold in both: in memory, and with
 * `--data-dir` (a SQLite store in a new temporary folder). `cleanup()` deletes the folder; `dir()` names
 * it (undefined in memory).
 *
 * @example
 * const stores = sandboxStores('sandbox-cap-');
 * afterEach(stores.cleanup);
 * describe.each(Object.entries(stores.forms))('... (%s)', (_name, store) => { createMock(store()); });
 */
export function sandboxStores(prefix: string) {
  let folder: string | undefined;
  return {
    forms: {
      'in memory': (): Partial<MockOptions> => ({}),
      'with --data-dir': (): Partial<MockOptions> => {
        folder = mkdtempSync(join(tmpdir(), prefix));
        return { sandboxes: { store: createSqliteSandboxStore(folder) } };
      },
    },
    dir: () => folder,
    cleanup() {
      if (folder) rmSync(folder, { recursive: true, force: true });
      folder = undefined;
    },
  };
}
