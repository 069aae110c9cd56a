import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectJourney } from './support/journey-assertions';
import { runStyleBJourney } from './support/style-b-full-journey';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = `${root}dist/cli.js`;
let child: ChildProcess | undefined;

beforeAll(() => {
  // The root test command builds first; a lone `vitest` run builds here so the test never sees stale code.
  if (!existsSync(cli)) execFileSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
}, 120_000);

afterEach(() => {
  child?.kill('SIGTERM');
  child = undefined;
});

/** Starts the CLI and resolves with its first stdout line and everything it logs on stderr. */
function start(args: string[]): Promise<{ line: string; stderr: () => string }> {
  return new Promise((resolve, reject) => {
    const proc = spawn(process.execPath, [cli, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
    child = proc;
    let out = '';
    let err = '';
    proc.stderr?.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    proc.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const newline = out.indexOf('\n');
      if (newline >= 0) resolve({ line: out.slice(0, newline), stderr: () => err });
    });
    proc.once('exit', (code) => reject(new Error(`CLI exited with ${code}: ${err}`)));
  });
}

describe('card-issuance-mock CLI', () => {
  it('prints one JSON line with URLs and credentials, then serves them; logs without secrets', async () => {
    const { line, stderr } = await start(['--port', '0', '--json']);
    const config = JSON.parse(line) as {
      controlUrl: string;
      styleB: {
        baseUrl: string;
        productionBaseUrl: string;
        clientId: string;
        clientSecret: string;
        parentAccountId: string;
        webhookSecret: string;
        kycProvider: string;
      };
      styleA: { baseUrl: string; apiKeys: Record<string, { clientId: string; clientSecret: string }> };
    };
    expect(config.styleB.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/style-b$/);
    expect(config.styleB.kycProvider).toBe('veritas');
    expect(Object.keys(config.styleA.apiKeys)).toHaveLength(6);
    const res = await fetch(`${config.styleB.baseUrl}/v1/oauth/authorize?clientId=${config.styleB.clientId}`);
    expect(res.status).toBe(200);
    const { data } = (await res.json()) as { data: { code: string } };
    await fetch(`${config.styleB.baseUrl}/v1/oauth/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        clientId: config.styleB.clientId,
        clientSecret: config.styleB.clientSecret,
        code: data.code,
      }),
    });
    await expect.poll(() => stderr()).toContain('POST /style-b/v1/oauth/access-token 200');
    expect(stderr()).not.toContain(config.styleB.clientSecret);
    expect(stderr()).not.toContain(data.code);
  });

  it('serves the whole Style B journey over real HTTP', async () => {
    const { line } = await start(['--port', '0', '--json']);
    const config = JSON.parse(line) as {
      controlUrl: string;
      styleB: { baseUrl: string; clientId: string; clientSecret: string; parentAccountId: string };
    };
    const steps = await runStyleBJourney({
      ...config.styleB,
      controlUrl: config.controlUrl,
      fetch: (input, init) => fetch(input, init),
    });
    expectJourney(steps);
  });

  it('refuses a bad flag with usage and exit code 2', () => {
    try {
      execFileSync(process.execPath, [cli, '--port', 'abc'], { stdio: 'pipe' });
      expect.unreachable();
    } catch (error) {
      const failure = error as { status: number; stderr: Buffer };
      expect(failure.status).toBe(2);
      expect(failure.stderr.toString()).toContain('--port must be 0 to 65535');
    }
  });
});
