// `pnpm bench --only sandboxes` (issue 33): sandboxes kept with `--data-dir`, on the built package.
//   - a restart on a folder of N kept sandboxes (default 10,000): the CLI spawned with `--data-dir`, timed
//     to its first 200 of `GET /_mock/config`, beside the same CLI on an empty folder (goal: within 5 s,
//     since kept sandboxes open lazily);
//   - the cap: the RSS and open file descriptors of the CLI after one request to each of the default
//     `--max-sandboxes` (1,000) sandboxes (goal: under 1 GB, and far below the descriptor limit).
// The folder is built once through `createMock` with the CLI's own store and kept in the OS's temporary
// folder, reused while its count matches. Not a test: targets are reported met or missed, never asserted.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createMock } from '@card-issuance/mock-server';
import { createSqliteSandboxStore } from '@card-issuance/mock-server/node';
import type { TargetRow } from './side-by-side/target.ts';

const CLI = join(import.meta.dirname, '../packages/mock-server/dist/cli.js');
const DEFAULT_CAP = 1_000;

/** A folder of `count` kept sandboxes (`<dir>/sandboxes/`), built once and reused. */
async function keptSandboxes(count: number): Promise<string> {
  const dir = join(tmpdir(), `card-issuance-bench-sandboxes-${count}`);
  const folder = join(dir, 'sandboxes');
  if (existsSync(folder) && readdirSync(folder).filter((name) => name.endsWith('.json')).length === count)
    return dir;
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  // In batches: a restart releases every file, so the build never holds more than one batch open.
  for (let made = 0; made < count; ) {
    const mock = createMock({ maxSandboxes: count, sandboxes: { store: createSqliteSandboxStore(folder) } });
    for (const end = Math.min(count, made + 500); made < end; made++) {
      const response = await mock.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST' });
      if (response.status !== 201) throw new Error(`sandbox ${made}: HTTP ${response.status}`);
      await response.arrayBuffer();
    }
    mock.close();
  }
  return dir;
}

/** The CLI on `dir`, timed from spawn to its first 200 of `/_mock/config`; answers it running. */
async function startTimed(dir: string, extra: string[] = []) {
  const started = performance.now();
  const child = spawn(process.execPath, [CLI, '--port', '0', '--json', '--data-dir', dir, ...extra], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr += chunk;
  });
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).once('line', resolve);
    child.once('exit', (code) => reject(new Error(`the CLI exited (${code}) before listening:\n${stderr}`)));
  });
  const { controlUrl } = JSON.parse(line) as { controlUrl: string };
  const response = await fetch(`${controlUrl}/config`);
  await response.arrayBuffer();
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 200) throw new Error(`/_mock/config answered ${response.status}`);
  const stop = async () => {
    child.kill('SIGTERM');
    if (child.exitCode === null) await new Promise((resolve) => child.once('exit', resolve));
  };
  return { seconds, controlUrl, pid: child.pid as number, stop };
}

/** RSS in MB and open descriptors of a process (Linux's /proc). */
function processCost(pid: number): { rssMb: number; fds: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return { rssMb: Math.round(rssKb / 1024), fds: readdirSync(`/proc/${pid}/fd`).length };
}

/**
 * The rows and targets of kept sandboxes: the restart on `count` of them, and the default cap in use.
 *
 * @example
 * const { rows, targets } = await sandboxesOnDisk(10_000);
 */
export async function sandboxesOnDisk(count: number) {
  const dir = await keptSandboxes(count);
  const empty = join(tmpdir(), 'card-issuance-bench-sandboxes-empty');
  rmSync(empty, { recursive: true, force: true });
  const reference = await startTimed(empty);
  await reference.stop();
  const restart = await startTimed(dir, ['--max-sandboxes', String(count)]);
  await restart.stop();

  // The default cap in use: one request to each of 1,000 kept sandboxes opens every one of them.
  const capDir = await keptSandboxes(DEFAULT_CAP);
  const cli = await startTimed(capDir);
  let used = 0;
  for (let cursor: string | null = ''; cursor !== null; ) {
    const query = cursor === '' ? '?limit=500' : `?limit=500&cursor=${cursor}`;
    const page = (await (await fetch(`${cli.controlUrl}/sandboxes${query}`)).json()) as {
      data: { items: Array<{ controlUrl: string }>; nextCursor: string | null };
    };
    for (const { controlUrl } of page.data.items) await (await fetch(`${controlUrl}/clock`)).arrayBuffer();
    used += page.data.items.length;
    cursor = page.data.nextCursor;
  }
  const cost = processCost(cli.pid);
  await cli.stop();

  const targets: TargetRow[] = [
    {
      target: `a restart on ${count.toLocaleString('en')} kept sandboxes answers within 5 s (issue 33)`,
      measured: `${restart.seconds.toFixed(2)} s to the first 200 of /_mock/config`,
      limit: `5 s; on an empty folder: ${reference.seconds.toFixed(2)} s`,
      met: restart.seconds <= 5,
    },
    {
      target: `the default cap, ${DEFAULT_CAP.toLocaleString('en')} sandboxes with --data-dir all in use, fits the machine (issue 33)`,
      measured: `${cost.rssMb} MB RSS, ${cost.fds} open file descriptors (${used} sandboxes)`,
      limit: '1 GB of RSS, and the descriptor limit of this machine (ulimit -n)',
      met: cost.rssMb < 1024 && used === DEFAULT_CAP,
    },
  ];
  const rows = [
    ['CLI start, empty --data-dir (reference)', `${reference.seconds.toFixed(2)} s`, ''],
    [
      `CLI start, ${count.toLocaleString('en')} kept sandboxes`,
      `${restart.seconds.toFixed(2)} s`,
      `${(restart.seconds / reference.seconds).toFixed(2)}x the empty folder; goal within 5 s: ${restart.seconds <= 5 ? 'met' : 'MISSED'}`,
    ],
    [
      `${DEFAULT_CAP.toLocaleString('en')} kept sandboxes in use (the default cap)`,
      `${cost.rssMb} MB RSS, ${cost.fds} file descriptors`,
      `goal under 1 GB: ${cost.rssMb < 1024 ? 'met' : 'MISSED'}`,
    ],
  ];
  return { rows, targets };
}
