import type { ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ensureBuiltCli, startCli } from './support/cli-process';
import { type RunningCli, spawnCli } from './support/cli-run';

// `card-issuance-mock trigger ... | head -1`: the reader leaves after its first line; the CLI must end
// quietly (exit 0, no EPIPE stack) instead of dying on the next write.
const EXAMPLE = fileURLToPath(new URL('../fixtures/style-b-card.json', import.meta.url));
let mock: ChildProcess | undefined;
let controlUrl: string;
const running: RunningCli[] = [];

beforeAll(async () => {
  ensureBuiltCli();
  const started = await startCli(['--port', '0', '--json']);
  mock = started.process;
  controlUrl = (JSON.parse(started.line) as { controlUrl: string }).controlUrl;
}, 120_000);

afterEach(() => {
  for (const cli of running.splice(0)) if (cli.process.exitCode === null) cli.process.kill('SIGKILL');
});

afterAll(() => {
  mock?.kill('SIGTERM');
});

/** Runs the CLI, closes its stdout after the first line, and answers how it ended. */
async function headOne(args: string[]): Promise<{ code: number | null; stderr: string }> {
  const cli = spawnCli(args);
  running.push(cli);
  await cli.line(/./);
  cli.process.stdout?.destroy();
  return { code: await cli.exited, stderr: cli.stderr() };
}

describe('a closed stdout ends the CLI quietly', () => {
  it.each([
    ['trigger', ['trigger', 'KYC.UPDATED', 'CARD.CREATED']],
    ['trigger --json', ['trigger', 'KYC.UPDATED', 'CARD.CREATED', '--json']],
    ['fixtures', ['fixtures', EXAMPLE]],
    ['fixtures --json', ['fixtures', EXAMPLE, '--json']],
  ])(
    '%s | head -1: exit code 0, nothing on stderr',
    async (_, args) => {
      expect(await headOne([...args, '--control', controlUrl])).toEqual({ code: 0, stderr: '' });
    },
    60_000,
  );

  it('the mock itself, when its request log’s reader leaves (2>&1 | head -1): stops as on SIGTERM, exit code 0', async () => {
    const started = await startCli(['--port', '0', '--json']);
    const own = JSON.parse(started.line) as { controlUrl: string };
    const exited = new Promise<number | null>((resolve) => started.process.once('close', resolve));
    started.process.stderr?.destroy();
    // Each request writes a log line on stderr, now a closed pipe.
    for (let i = 0; i < 3 && started.process.exitCode === null; i++)
      await fetch(`${own.controlUrl}/config`).catch(() => undefined);
    expect(await exited).toBe(0);
  }, 60_000);
});
