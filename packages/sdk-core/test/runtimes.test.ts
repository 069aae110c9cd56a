import { type ChildProcess, execFile, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The built SDK client entries on every runtime they promise (S-13): each SDK's
// test/runtimes/smoke.mjs imports its dist and calls the mock CLI over HTTP, under Node 22 and 24, Deno and
// Bun. The runtimes are devDependencies of this package, installed from npm (node22 = npm:node@^22, deno,
// bun: their install scripts link the binary of a platform package). A runtime whose binary does not run
// here is skipped, saying why. Chromium runs the widget entry (sdk-style-a/test/browser-widget.test.ts).
const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..');
const modules = join(import.meta.dirname, '..', 'node_modules');

interface Runtime {
  label: string;
  name: 'node' | 'deno' | 'bun';
  version: RegExp;
  binary: string;
  args: string[];
  from: string;
}

const RUNTIMES: Runtime[] = [
  {
    label: 'Node 22',
    name: 'node',
    version: /^22\./,
    binary: join(modules, 'node22/bin/node'),
    args: [],
    from: 'devDependency node22 (npm:node@^22) of sdk-core',
  },
  {
    label: 'Node 24',
    name: 'node',
    version: /^24\./,
    binary: join(root, 'node_modules/node/bin/node'),
    args: [],
    from: 'the root devDependency node (npm:node@^24)',
  },
  {
    label: 'Deno',
    name: 'deno',
    version: /^2\./,
    binary: join(modules, 'deno/deno'),
    args: ['run', '--allow-net', '--allow-env=MOCK_URL', '--allow-read', '--no-lock'],
    from: 'devDependency deno of sdk-core (its postinstall links @deno/<platform>)',
  },
  {
    label: 'Bun',
    name: 'bun',
    version: /^1\./,
    binary: join(modules, 'bun/bin/bun.exe'),
    args: [],
    from: 'devDependency bun of sdk-core (its postinstall links @oven/bun-<platform>)',
  },
];

const SDKS = ['sdk-style-a', 'sdk-style-b'];

// Why a runtime cannot run here, or undefined when `<binary> --version` works.
function unavailable(runtime: Runtime): string | undefined {
  if (!existsSync(runtime.binary))
    return `${runtime.label} is not installed: no ${runtime.binary} (${runtime.from})`;
  const probe = spawnSync(runtime.binary, ['--version'], { encoding: 'utf8', timeout: 10_000 });
  if (probe.status === 0) return undefined;
  const why = probe.error?.message ?? probe.stderr.trim().split('\n')[0] ?? `exit ${probe.status}`;
  return `${runtime.label} does not run here: ${runtime.binary} --version failed (${why})`;
}

let cli: ChildProcess;
let mockUrl = '';

beforeAll(async () => {
  const missing = [
    'mock-server/dist/cli.js',
    ...SDKS.map((sdk) => `${sdk}/dist/index.js`),
    'webhook-verifier/dist/index.js',
  ].filter((file) => !existsSync(join(root, 'packages', file)));
  if (missing.length > 0) throw new Error(`build first (pnpm run build): missing ${missing.join(', ')}`);
  cli = spawn(process.execPath, [join(root, 'packages/mock-server/dist/cli.js'), '--port', '0', '--json'], {
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
  mockUrl = new URL(config.controlUrl).origin;
}, 20_000);

afterAll(() => {
  cli?.kill();
});

describe.each(RUNTIMES)('$label', (runtime) => {
  const reason = unavailable(runtime);

  it.concurrent.for(SDKS)('runs the built %s client against the mock CLI', async (sdk, context) => {
    if (reason) {
      console.warn(`skipped: ${reason}`);
      context.skip(reason);
    }
    const script = join(root, 'packages', sdk, 'test/runtimes/smoke.mjs');
    const { stdout } = await run(runtime.binary, [...runtime.args, script], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', MOCK_URL: mockUrl },
      timeout: 30_000,
    });
    const result = JSON.parse(stdout.trim().split('\n').at(-1) ?? '{}');
    expect(result.runtime.name).toBe(runtime.name);
    expect(result.runtime.version).toMatch(runtime.version);
    expect(result).toMatchObject(
      sdk === 'sdk-style-a'
        ? { sdk: 'style-a', missing: 'NOT_FOUND', forged: 'SignatureMismatchError' }
        : { sdk: 'style-b', accounts: 1, missing: '40404' },
    );
  });
});
