import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createMock } from '../app';
import { readKeptSandboxes, readKeptSandboxesInParallel } from './sandbox-files';
import { createSqliteSandboxStore } from './sqlite-sandbox-store';

const root = mkdtempSync(join(tmpdir(), 'sandbox-files-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** A folder of `count` kept sandboxes, made through the mock as the CLI makes them. */
async function keptFolder(name: string, count: number): Promise<string> {
  const dir = join(root, name);
  const mock = createMock({ sandboxes: { store: createSqliteSandboxStore(dir) } });
  for (let i = 0; i < count; i += 1) await mock.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST' });
  mock.close();
  return dir;
}

describe('reading the kept sandboxes many at a time', () => {
  it('finds what reading them one at a time finds', async () => {
    const dir = await keptFolder('good', 5);
    const parallel = await readKeptSandboxesInParallel(dir, 2);
    expect(parallel.size).toBe(5);
    expect([...parallel]).toEqual([...readKeptSandboxes(dir)]);
  });

  it('refuses the same first bad file, and a missing folder holds none', async () => {
    const dir = await keptFolder('bad', 3);
    writeFileSync(join(dir, 'sbx_0000.json'), '{"name":');
    writeFileSync(join(dir, 'sbx_0000.sqlite'), 'SQLite format 3\u0000');
    expect(() => readKeptSandboxes(dir)).toThrow(/sbx_0000\.json is damaged/);
    await expect(readKeptSandboxesInParallel(dir)).rejects.toThrow(/sbx_0000\.json is damaged/);
    expect((await readKeptSandboxesInParallel(join(root, 'none'))).size).toBe(0);
  });
});
