import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectJourney } from './support/journey-assertions';
import { runStyleBJourney } from './support/style-b-full-journey';

const root = fileURLToPath(new URL('..', import.meta.url));
const cli = `${root}dist/cli.js`;
let child: ChildProcess | undefined;

/** The newest modification time under `dir`. */
function newest(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce((latest, entry) => {
    const path = `${dir}/${entry.name}`;
    return Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }, 0);
}

beforeAll(() => {
  // The root test command builds first; a lone `vitest` run rebuilds here so the test never runs stale code.
  if (!existsSync(cli) || statSync(cli).mtimeMs < newest(`${root}src`)) {
    execFileSync('pnpm', ['run', 'build'], { cwd: root, stdio: 'ignore' });
  }
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

  it('delivers signed Style B webhooks to --webhook-url over HTTP, retrying once the clock reaches the next attempt', async () => {
    const received: Array<{ signature: string; body: string }> = [];
    let down = true;
    const hooks = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        received.push({ signature: String(req.headers.signature), body });
        res.writeHead(down ? 503 : 200).end();
      });
    });
    await new Promise<void>((resolve) => hooks.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(hooks.address() as AddressInfo).port}/hooks`;
      const { line } = await start(['--port', '0', '--json', '--webhook-url', url]);
      const config = JSON.parse(line) as {
        controlUrl: string;
        styleB: {
          baseUrl: string;
          clientId: string;
          clientSecret: string;
          parentAccountId: string;
          webhookSecret: string;
        };
      };
      const authorize = await fetch(
        `${config.styleB.baseUrl}/v1/oauth/authorize?clientId=${config.styleB.clientId}`,
      );
      const { code } = ((await authorize.json()) as { data: { code: string } }).data;
      const token = await fetch(`${config.styleB.baseUrl}/v1/oauth/access-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          clientId: config.styleB.clientId,
          clientSecret: config.styleB.clientSecret,
          code,
        }),
      });
      const accessToken = ((await token.json()) as { data: { accessToken: string } }).data.accessToken;
      const registered = await fetch(`${config.styleB.baseUrl}/v1/accounts/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': accessToken },
        body: JSON.stringify({
          name: 'Ann Lee',
          email: 'ann@example.com',
          parentAccountId: config.styleB.parentAccountId,
        }),
      });
      const { accountId } = ((await registered.json()) as { data: { accountId: string } }).data;
      await fetch(`${config.styleB.baseUrl}/v1/accounts/${accountId}/kyc`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': accessToken },
        body: JSON.stringify({ sourceType: 'veritas', veritasShareToken: 'tok' }),
      });
      const advance = (ms: number) =>
        fetch(`${config.controlUrl}/clock/advance`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ms }),
        });
      await advance(2_000); // the KYC decision: KYC.UPDATED, first attempt refused by the receiver
      await expect.poll(() => received.length).toBe(1);
      down = false;
      await advance(30_000); // the second attempt, 30 s later on the mock's clock
      await expect.poll(() => received.length).toBe(2);
      const [first, second] = received;
      expect(second?.body).toBe(first?.body);
      const envelope = JSON.parse(second?.body ?? '{}') as { eventType: string; resource: string };
      expect(envelope.eventType).toBe('KYC.UPDATED');
      expect(second?.signature).toBe(
        createHmac('sha256', config.styleB.webhookSecret).update(envelope.resource).digest('base64'),
      );
    } finally {
      hooks.close();
    }
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
