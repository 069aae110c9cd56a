import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, symlinkSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../package.json';
import { type CliRun, runNodeScript } from './support/cli-run';

// `pnpm mock` runs scripts/mock.ts. It is tried on a copy of the repository's layout, so that its builds
// never touch the dist/ that other tests (and other people's terminals) use.
const repo = fileURLToPath(new URL('../../..', import.meta.url));
let copy = '';
let child: ChildProcess | undefined;

beforeAll(() => {
  copy = mkdtempSync(join(tmpdir(), 'mock-script-'));
  const pkg = join(copy, 'packages/mock-server');
  // specs/: the docs the mock serves at /_mock/docs are written from them on start.
  for (const file of ['scripts/mock.ts', 'tsup.base.ts', 'tsconfig.base.json', 'specs']) {
    cpSync(join(repo, file), join(copy, file), { recursive: true, preserveTimestamps: true });
  }
  for (const file of ['src', 'package.json', 'tsup.config.ts', 'tsconfig.json']) {
    // Sources keep their times, so the copy's build is newer than all of them.
    cpSync(join(repo, 'packages/mock-server', file), join(pkg, file), {
      recursive: true,
      preserveTimestamps: true,
    });
  }
  // The verifier is bundled from its sources (tsconfig.json's `paths`), never from a build of it.
  cpSync(join(repo, 'packages/webhook-verifier/src'), join(copy, 'packages/webhook-verifier/src'), {
    recursive: true,
    preserveTimestamps: true,
  });
  symlinkSync(
    join(repo, 'packages/webhook-verifier/node_modules'),
    join(copy, 'packages/webhook-verifier/node_modules'),
  );
  // The SDKs the drift check (`conform`) drives are bundled from their sources too (read only): linked.
  for (const sdk of ['sdk-style-a', 'sdk-style-b']) {
    symlinkSync(join(repo, 'packages', sdk), join(copy, 'packages', sdk));
  }
  symlinkSync(join(repo, 'node_modules'), join(copy, 'node_modules'));
  symlinkSync(join(repo, 'packages/mock-server/node_modules'), join(pkg, 'node_modules'));
});

afterAll(() => rmSync(copy, { recursive: true, force: true }));

afterEach(() => {
  child?.kill('SIGKILL');
  child = undefined;
});

/** Runs the script to its end; answers what it wrote on each stream and its exit code. */
function runScript(args: string[]): Promise<CliRun> {
  return runNodeScript(join(copy, 'scripts/mock.ts'), args);
}

describe('pnpm mock (scripts/mock.ts)', () => {
  it('builds on the first start and says so, then not again until a source changes', async () => {
    const first = await runScript(['--version']);
    expect(first.stderr).toMatch(/^building the mock server \(first start only\)\.\.\. done in \d+\.\d s\n$/);
    expect(first.stdout).toBe(`${version}\n`);
    expect(first.code).toBe(0);

    const again = await runScript(['--version']);
    expect(again.stderr).toBe('');
    expect(again.stdout).toBe(`${version}\n`);

    const now = new Date();
    utimesSync(join(copy, 'packages/mock-server/src/cli/banner.ts'), now, now);
    const changed = await runScript(['--version']);
    expect(changed.stderr).toMatch(/^building the mock server \(src\/cli\/banner\.ts changed\)\.\.\. done/);

    // A test file is not part of the build.
    const later = new Date();
    utimesSync(join(copy, 'packages/mock-server/src/app/cors.test.ts'), later, later);
    expect(await runScript(['--version'])).toEqual({ stdout: `${version}\n`, stderr: '', code: 0 });
  }, 60_000);

  it.each(['SIGINT', 'SIGTERM'] as const)(
    'keeps the JSON line first on stdout, and stops the server on %s',
    async (signal) => {
      const proc = spawn(process.execPath, [join(copy, 'scripts/mock.ts'), '--port', '0', '--json'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child = proc;
      const exited = new Promise<number | null>((resolve) => proc.once('exit', (code) => resolve(code)));
      const line = await new Promise<string>((resolve, reject) => {
        let out = '';
        proc.stdout.on('data', (chunk: Buffer) => {
          out += chunk.toString();
          if (out.includes('\n')) resolve(out.slice(0, out.indexOf('\n')));
        });
        proc.once('exit', (code) => reject(new Error(`exited with ${code} before its JSON line`)));
      });
      const config = JSON.parse(line) as { controlUrl: string };
      expect((await fetch(`${config.controlUrl}/config`)).status).toBe(200);

      proc.kill(signal);
      expect(await exited).toBe(0);
      await expect(fetch(`${config.controlUrl}/config`)).rejects.toThrow();
    },
    60_000,
  );

  it('runs the subcommands too, as the README shows: pnpm mock trigger --list --json', async () => {
    const { code, stdout } = await runScript(['trigger', '--list', '--json']);
    expect(code).toBe(0);
    const first = JSON.parse(stdout.split('\n')[0] ?? '') as Record<string, unknown>;
    expect(first).toEqual({ eventType: expect.any(String), style: 'b', does: expect.any(String) });
  }, 60_000);
});
