import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMockControlClient } from '../src/client';
import { styleBAccount } from '../src/testing';
import { ensureBuiltCli, startCli } from './support/cli-process';
import { runCli } from './support/cli-run';

// `--data-dir` keeps the sandboxes made at run time too (G-78): a restart reopens each with its id,
// name, credentials, records and clock; a removed one leaves no file behind.
const dir = mkdtempSync(join(tmpdir(), 'mock-data-dir-sandboxes-'));
let running: ChildProcess | undefined;

beforeAll(() => ensureBuiltCli(), 180_000);
afterEach(async () => {
  if (running && running.exitCode === null) {
    running.kill('SIGTERM');
    await once(running, 'exit');
  }
  running = undefined;
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function start() {
  const cli = await startCli(['--port', '0', '--json', '--data-dir', dir]);
  running = cli.process;
  const { controlUrl } = JSON.parse(cli.line) as { controlUrl: string };
  return createMockControlClient({ url: controlUrl });
}

async function stop() {
  running?.kill('SIGTERM');
  if (running) await once(running, 'exit');
  running = undefined;
}

describe('sandboxes with --data-dir', () => {
  it('are reopened after a restart with their records, and a removed one is gone with its files', async () => {
    let control = await start();
    const kept = await control.sandboxes.create({ name: 'kept' });
    const removed = await control.sandboxes.create({ name: 'removed' });
    const account = await styleBAccount({ fetch, config: kept });
    const own = createMockControlClient({ url: kept.controlUrl });
    await own.clock.freeze();
    await own.clock.advance({ ms: 86_400_000 });
    const frozenAt = (await own.clock.get()).now;
    await createMockControlClient({ url: removed.controlUrl }).deleteSandbox();
    expect(existsSync(join(dir, 'sandboxes', `${removed.id}.sqlite`))).toBe(false);
    await stop();

    control = await start();
    const listed = (await control.sandboxes.list()).items;
    expect(listed.map((s) => [s.id, s.name])).toEqual([[kept.id, 'kept']]);
    // Its origin is the new port's: read its config again, then its clock, credentials and records.
    const again = createMockControlClient({ url: listed[0]?.controlUrl ?? '' });
    expect(await again.clock.get()).toEqual({ now: frozenAt, frozen: true });
    const config = await again.config();
    expect(config.styleB.clientId).toBe(kept.styleB.clientId);
    const token = await (async () => {
      const base = config.styleB.baseUrl;
      const grant = (await (
        await fetch(`${base}/v1/oauth/authorize?clientId=${config.styleB.clientId}`)
      ).json()) as {
        data: { code: string };
      };
      const issued = await fetch(`${base}/v1/oauth/access-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: config.styleB.clientId,
          clientSecret: config.styleB.clientSecret,
          code: grant.data.code,
        }),
      });
      return ((await issued.json()) as { data: { accessToken: string } }).data.accessToken;
    })();
    const read = await fetch(`${config.styleB.baseUrl}/v1/accounts/cdd/detail/${account.accountId}`, {
      headers: { 'x-access-token': token },
    });
    expect(((await read.json()) as { code: string }).code).toBe('000000');
  }, 120_000);

  it('refuses a damaged, missing, emptied or foreign file in sandboxes/ by name, exit 1, and deletes nothing', async () => {
    const entry = JSON.stringify({ name: null, input: {}, createdAt: 1, lastUsedAt: Date.now() });
    const header = 'SQLite format 3\u0000'.padEnd(4096, '\u0000');
    const cases: Array<[string, Record<string, string>, string, RegExp]> = [
      ['damaged entry', { 'sbx_a1.sqlite': header, 'sbx_a1.json': '{"name":' }, 'sbx_a1.json', /is damaged/],
      ['missing entry', { 'sbx_a2.sqlite': header }, 'sbx_a2.json', /is missing/],
      ['missing records', { 'sbx_a3.json': entry }, 'sbx_a3.sqlite', /is missing/],
      [
        'empty records',
        { 'sbx_a4.sqlite': '', 'sbx_a4.json': entry },
        'sbx_a4.sqlite',
        /is empty \(0 bytes\)/,
      ],
      [
        'damaged records',
        { 'sbx_a5.sqlite': 'x'.repeat(4096), 'sbx_a5.json': entry },
        'sbx_a5.sqlite',
        /is not a SQLite/,
      ],
      ['foreign file', { 'notes.txt': 'mine' }, 'notes.txt', /is not a file of this mock's sandboxes/],
    ];
    for (const [name, files, named, what] of cases) {
      const folder = mkdtempSync(join(dir, `${name.replace(/ /g, '-')}-`));
      mkdirSync(join(folder, 'sandboxes'));
      for (const [file, text] of Object.entries(files)) writeFileSync(join(folder, 'sandboxes', file), text);
      const before = listing(join(folder, 'sandboxes'));
      const run = await runCli(['--port', '0', '--json', '--data-dir', folder]);
      expect(run.code, name).toBe(1);
      const lines = run.stderr.trim().split('\n');
      expect(lines, name).toHaveLength(1);
      expect(lines[0], name).toContain(join(folder, 'sandboxes', named));
      expect(lines[0], name).toMatch(what);
      expect(listing(join(folder, 'sandboxes')), name).toEqual(before);
    }
  }, 60_000);
});

/** Every file of a folder with its bytes: what a start must leave as it found it. */
function listing(folder: string): Record<string, string> {
  return Object.fromEntries(
    readdirSync(folder).map((file) => [file, readFileSync(join(folder, file), 'latin1')]),
  );
}
