import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { styleBToken } from '../src/testing';
import { ensureBuiltCli, startCli } from './support/cli-process';
import { runCli } from './support/cli-run';
import { harErrors } from './support/har-validator';

let mock: ChildProcess | undefined;
let controlUrl: string;
let folder: string;

beforeAll(async () => {
  ensureBuiltCli();
  const started = await startCli(['--port', '0', '--json']);
  mock = started.process;
  controlUrl = (JSON.parse(started.line) as { controlUrl: string }).controlUrl;
  folder = mkdtempSync(join(tmpdir(), 'cli-export-'));
}, 120_000);

afterAll(() => {
  mock?.kill('SIGTERM');
  rmSync(folder, { recursive: true, force: true });
});

async function configOf(url: string) {
  const answer = await fetch(`${url}/config`);
  return ((await answer.json()) as { data: Parameters<typeof styleBToken>[0]['config'] }).data;
}

interface Har {
  log: { entries: Array<{ request: { url: string } }>; _nextCursor: string | null };
}

describe('card-issuance-mock export --har', () => {
  it.each(['root', 'sandbox'])('writes the request log of a running mock as HAR 1.2 (%s)', async (where) => {
    let url = controlUrl;
    if (where === 'sandbox') {
      const made = await fetch(`${controlUrl}/sandboxes`, { method: 'POST' });
      url = ((await made.json()) as { data: { controlUrl: string } }).data.controlUrl;
    }
    const config = await configOf(url);
    const token = await styleBToken({ fetch, config });
    const file = join(folder, `${where}.har`);
    writeFileSync(file, 'an older export');

    const { code, stdout, stderr } = await runCli(['export', '--har', file, '--control', url, '--json']);
    expect(stderr).toBe('');
    expect(code).toBe(0);
    const report = JSON.parse(stdout) as { file: string; entries: number; nextCursor: string | null };
    expect(report).toEqual({ file, entries: 2, nextCursor: null });
    const text = readFileSync(file, 'utf8');
    const har = JSON.parse(text) as Har;
    expect(harErrors(har)).toEqual([]);
    expect(har.log.entries.map((e) => e.request.url)).toEqual([
      `${config.styleB.baseUrl}/v1/oauth/authorize?clientId=${config.styleB.clientId}`,
      `${config.styleB.baseUrl}/v1/oauth/access-token`,
    ]);
    expect(text).not.toContain(token);
    expect(text).not.toContain(config.styleB.clientSecret);
    expect(readdirSync(folder).filter((name) => name.endsWith('.tmp'))).toEqual([]);

    // --limit: the newest requests only; the cursor of the older ones is reported.
    const newest = await runCli(['export', '--har', file, '--limit', '1'], {
      env: { CARD_ISSUANCE_MOCK_URL: url },
    });
    expect(newest.code).toBe(0);
    expect(newest.stdout).toMatch(/^wrote 1 request to .*\.har \(HAR 1\.2\)\nolder requests are kept: GET /);
    const one = JSON.parse(readFileSync(file, 'utf8')) as Har;
    expect(one.log.entries).toHaveLength(1);
    expect(one.log._nextCursor).toEqual(expect.any(String));
  });

  it('says so when the mock cannot be reached, the file cannot be written, or an option is wrong', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as AddressInfo;
        server.close(() => resolve(port));
      });
    });
    const file = join(folder, 'never.har');
    const unreachable = await runCli(['export', '--har', file, '--control', `http://127.0.0.1:${closed}`]);
    expect(unreachable.code).toBe(1);
    expect(unreachable.stderr).toMatch(
      /^card-issuance-mock: cannot reach the mock at http:\/\/127\.0\.0\.1:\d+\/_mock/,
    );

    const missing = join(folder, 'no-such-folder', 'requests.har');
    const unwritable = await runCli(['export', '--har', missing, '--control', controlUrl]);
    expect(unwritable.code).toBe(2);
    expect(unwritable.stderr).toBe(`card-issuance-mock: cannot write ${missing}: ENOENT\n`);

    const noFile = await runCli(['export', '--control', controlUrl]);
    expect(noFile.code).toBe(2);
    expect(noFile.stderr).toMatch(/name the file to write with --har <file>/);
    const badLimit = await runCli(['export', '--har', file, '--limit', '501', '--control', controlUrl]);
    expect(badLimit.code).toBe(2);
    expect(badLimit.stderr).toMatch(/--limit must be an integer from 1 to 500, got 501/);
    expect(readdirSync(folder).filter((name) => name.startsWith('never') || name.endsWith('.tmp'))).toEqual(
      [],
    );
  });
});
