import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it, vi } from 'vitest';
import { createSqliteSandboxStore } from '../node';
import { createMock, type Mock } from './create-mock';
import type { SandboxStore } from './sandbox-registry';

// A sandbox that cannot be saved (the disk is full when its entry is written, after its database file was
// made) answers 503 with Retry-After in the control envelope, says so in one stderr line, and leaves no file.

let mock: Mock | undefined;
let dir = '';
afterEach(() => {
  mock?.close();
  mock = undefined;
  vi.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

/** The store of `folder`, whose entries cannot be written: as on a full disk. */
function fullDisk(folder: string): SandboxStore {
  const store = createSqliteSandboxStore(folder);
  return {
    ...store,
    writeEntry: () => {
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    },
  };
}

it('answers 503 with Retry-After, one stderr line, and no file left behind', async () => {
  dir = mkdtempSync(join(tmpdir(), 'sandbox-disk-full-'));
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  mock = createMock({ sandboxes: { store: fullDisk(dir) } });
  const response = await mock.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST' });
  expect(response.status).toBe(503);
  expect(response.headers.get('retry-after')).toBe('1');
  expect(await response.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
  expect(errors).toHaveBeenCalledTimes(1);
  expect(String(errors.mock.calls[0]?.[0])).toMatch(/^a sandbox could not be created: ENOSPC[^\n]*$/);
  expect(readdirSync(dir)).toEqual([]);
  // Nothing half-made is listed, and the mock's own sandbox keeps serving.
  const listed = (await (await mock.fetch(`${mock.origin}/_mock/sandboxes`)).json()) as {
    data: { items: [] };
  };
  expect(listed.data.items).toEqual([]);
  expect((await mock.fetch(`${mock.origin}/_mock/config`)).status).toBe(200);
});
