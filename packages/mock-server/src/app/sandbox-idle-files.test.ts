import { mkdtempSync, readdirSync, readlinkSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createSqliteSandboxStore } from '../node';
import { createMock, type Mock } from './create-mock';
import type { MockConfig } from './mock-config';
import { SANDBOX_RELEASE_MS } from './sandbox-registry';

// With --data-dir, an idle sandbox holds no file descriptor: a restart knows the kept sandboxes from their
// entries without opening one, a request opens its sandbox, and a sandbox idle with nothing scheduled is
// closed again (its files kept).

let mock: Mock | undefined;
let dir = '';
afterEach(() => {
  mock?.close();
  mock = undefined;
  vi.useRealTimers();
  rmSync(dir, { recursive: true, force: true });
});

/** The files of `folder` this process holds open now (Linux's /proc/self/fd). */
function openFilesIn(folder: string): string[] {
  return readdirSync('/proc/self/fd')
    .map((fd) => {
      try {
        return readlinkSync(`/proc/self/fd/${fd}`);
      } catch {
        return '';
      }
    })
    .filter((target) => target.startsWith(folder));
}

describe.runIf(process.platform === 'linux')('kept sandboxes and file descriptors', () => {
  it('opens none at start, opens one on use, and closes it once idle with nothing scheduled', async () => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-idle-files-'));
    const store = () => ({ sandboxes: { store: createSqliteSandboxStore(dir) } });
    mock = createMock(store());
    const made: Array<MockConfig & { id: string }> = [];
    for (let i = 0; i < 3; i += 1) {
      const created = await mock.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST' });
      made.push(((await created.json()) as { data: MockConfig & { id: string } }).data);
    }
    expect(openFilesIn(dir).length).toBeGreaterThan(0);
    mock.close();

    mock = createMock(store());
    expect(openFilesIn(dir)).toEqual([]);
    const listed = await mock.fetch(`${mock.origin}/_mock/sandboxes`);
    expect(((await listed.json()) as { data: { items: unknown[] } }).data.items).toHaveLength(3);
    expect(openFilesIn(dir)).toEqual([]);

    // Its credentials reach it at the usual base URL, kept in its entry: it opens, and only it.
    const [first] = made as [MockConfig & { id: string }];
    const authorized = await mock.fetch(
      `${mock.origin}/style-b/v1/oauth/authorize?clientId=${first.styleB.clientId}`,
    );
    expect(authorized.status).toBe(200);
    const held = openFilesIn(dir);
    expect(held.length).toBeGreaterThan(0);
    expect(held.every((file) => file.includes(first.id))).toBe(true);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + SANDBOX_RELEASE_MS + 1_000);
    await mock.fetch(`${mock.origin}/_mock/sandboxes`);
    expect(openFilesIn(dir)).toEqual([]);
    // Used again: opened again, as it was.
    const again = await mock.fetch(`${first.controlUrl}/config`);
    expect(((await again.json()) as { data: MockConfig }).data.styleB.clientId).toBe(first.styleB.clientId);
  });
});
