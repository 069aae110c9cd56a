import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// A built SDK client entry on every runtime the SDKs promise (Node 22 and 24, Deno, Bun): the SDK's
// test/runtimes/smoke.mjs imports its dist and calls the mock CLI over HTTP. The runtimes are dependencies
// of this package, installed from npm (node22 = npm:node@^22, deno, bun: their install scripts link the
// binary of a platform package); Node 24 is the root's `node` devDependency. A runtime whose binary does
// not run here is skipped, saying why.
const run = promisify(execFile);

/** The folder of an installed package, looked up from this package outwards as Node resolves it. */
function installed(name: string): string {
  for (let dir = import.meta.dirname; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) return join(import.meta.dirname, 'node_modules', name);
  }
}

/** A runtime a smoke script runs on. */
export interface Runtime {
  label: string;
  name: 'node' | 'deno' | 'bun';
  version: RegExp;
  binary: string;
  args: string[];
  from: string;
}

/** The runtimes every SDK's smoke script runs on. */
export const RUNTIMES: Runtime[] = [
  {
    label: 'Node 22',
    name: 'node',
    version: /^22\./,
    binary: join(installed('node22'), 'bin/node'),
    args: [],
    from: 'dependency node22 (npm:node@^22) of @card-issuance/test-support',
  },
  {
    label: 'Node 24',
    name: 'node',
    version: /^24\./,
    binary: join(installed('node'), 'bin/node'),
    args: [],
    from: 'the root devDependency node (npm:node@^24)',
  },
  {
    label: 'Deno',
    name: 'deno',
    version: /^2\./,
    binary: join(installed('deno'), 'deno'),
    args: ['run', '--allow-net', '--allow-env=MOCK_URL', '--allow-read', '--no-lock'],
    from: 'dependency deno of @card-issuance/test-support (its postinstall links @deno/<platform>)',
  },
  {
    label: 'Bun',
    name: 'bun',
    version: /^1\./,
    binary: join(installed('bun'), 'bin/bun.exe'),
    args: [],
    from: 'dependency bun of @card-issuance/test-support (its postinstall links @oven/bun-<platform>)',
  },
];

// Why a runtime cannot run here, or undefined when `<binary> --version` works.
function unavailable(runtime: Runtime): string | undefined {
  if (!existsSync(runtime.binary))
    return `${runtime.label} is not installed: no ${runtime.binary} (${runtime.from})`;
  const probe = spawnSync(runtime.binary, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  if (probe.status === 0) return undefined;
  const why = probe.error?.message ?? probe.stderr.trim().split('\n')[0] ?? `exit ${probe.status}`;
  return `${runtime.label} does not run here: ${runtime.binary} --version failed (${why})`;
}

/** The mock's built CLI, `bin` of @card-issuance/mock-server. */
const MOCK_CLI = join(installed('@card-issuance/mock-server'), 'dist/cli.js');

/** Starts the built mock CLI on a free port and answers its origin once it printed its config. */
async function startMockCli(): Promise<{ cli: ChildProcess; origin: string }> {
  const cli = spawn(process.execPath, [MOCK_CLI, '--port', '0', '--json'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Its request log stays out of the test output; the tail is kept for a CLI that dies early.
  let log = '';
  cli.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-2_000);
  });
  const exited = new Promise<never>((_, reject) =>
    cli.once('exit', (code) =>
      reject(new Error(`the mock CLI exited with ${code} before its config:\n${log}`)),
    ),
  );
  const firstLine = new Promise<string>((resolve) =>
    createInterface({ input: cli.stdout as NodeJS.ReadableStream }).once('line', resolve),
  );
  const config = JSON.parse(await Promise.race([firstLine, exited])) as { controlUrl: string };
  return { cli, origin: new URL(config.controlUrl).origin };
}

/** What an SDK's runtime smoke suite runs and expects. */
export interface RuntimeSmoke {
  /** The SDK's smoke script (plain ESM importing its dist). */
  script: string;
  /** The built files the script needs besides the mock's CLI (the SDK's dist entries). */
  built: string[];
  /** What the script's last line must hold besides the runtime. */
  expected: Record<string, unknown>;
}

/**
 * Defines, in the calling test file, one test per runtime: the smoke script of an SDK against the built
 * mock CLI. The SDK and the mock must be built (the SDK's `test` script builds them).
 *
 * @example
 * runtimeSmokeSuite({
 *   script: join(import.meta.dirname, 'runtimes/smoke.mjs'),
 *   built: [join(import.meta.dirname, '../dist/index.js')],
 *   expected: { sdk: 'style-b', accounts: 1, missing: '40404' },
 * });
 */
export function runtimeSmokeSuite({ script, built, expected }: RuntimeSmoke): void {
  let cli: ChildProcess | undefined;
  let mockUrl = '';

  beforeAll(async () => {
    const missing = [MOCK_CLI, ...built].filter((file) => !existsSync(file));
    if (missing.length > 0) throw new Error(`build first (pnpm run build): missing ${missing.join(', ')}`);
    const started = await startMockCli();
    cli = started.cli;
    mockUrl = started.origin;
  }, 20_000);

  afterAll(() => {
    cli?.kill();
  });

  describe.each(RUNTIMES)('$label', (runtime) => {
    const reason = unavailable(runtime);

    it('runs the built client against the mock CLI', async (context) => {
      if (reason) {
        console.warn(`skipped: ${reason}`);
        context.skip(reason);
      }
      const { stdout } = await run(runtime.binary, [...runtime.args, script], {
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', MOCK_URL: mockUrl },
        timeout: 30_000,
      });
      const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
      expect(result.runtime.name).toBe(runtime.name);
      expect(result.runtime.version).toMatch(runtime.version);
      expect(result).toMatchObject(expected);
    }, 40_000);
  });
}
