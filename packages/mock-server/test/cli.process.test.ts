import { type ChildProcess, execFileSync } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { version } from '../package.json';
import { CLI, cliConfig, ensureBuiltCli, startCli } from './support/cli-process';
import { expectJourney } from './support/journey-assertions';
import { runStyleBJourney } from './support/style-b-full-journey';

let child: ChildProcess | undefined;

beforeAll(ensureBuiltCli, 120_000);

afterEach(() => {
  child?.kill('SIGTERM');
  child = undefined;
});

/** Starts the CLI and resolves with its first stdout line and everything it logs on stderr. */
async function start(args: string[]): Promise<{ line: string; stderr: () => string }> {
  const started = await startCli(args);
  child = started.process;
  return started;
}

describe('card-issuance-mock CLI', () => {
  it('prints one JSON line with URLs and credentials, then serves them; logs without secrets', async () => {
    const { line, stderr } = await start(['--port', '0', '--json']);
    const config = cliConfig(line);
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

  it('masks a card number a client puts in a path: stderr, /_mock/requests and the 404 message', async () => {
    const { line, stderr } = await start(['--port', '0', '--json']);
    const config = cliConfig(line);
    const pan = '4111111111111111';
    const card = await fetch(`${config.styleB.baseUrl}/v1/cards/${pan}`);
    expect(await card.text()).not.toContain(pan);
    const nowhere = await fetch(`${config.styleB.baseUrl}/v1/nope/${pan}`);
    expect(await nowhere.text()).toContain('/style-b/v1/nope/************1111');
    await expect.poll(() => stderr()).toContain('GET /style-b/v1/nope/************1111 404');
    expect(stderr()).toContain(`GET /style-b/v1/cards/************1111 ${card.status}`);
    expect(stderr()).not.toContain(pan);
    const log = await (await fetch(`${config.controlUrl}/requests`)).text();
    expect(log).toContain('/v1/cards/************1111');
    expect(log).not.toContain(pan);
  });

  it('serves the whole Style B journey over real HTTP', async () => {
    const { line } = await start(['--port', '0', '--json']);
    const config = cliConfig(line);
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
      const config = cliConfig(line);
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
      execFileSync(process.execPath, [CLI, '--port', 'abc'], { stdio: 'pipe' });
      expect.unreachable();
    } catch (error) {
      const failure = error as { status: number; stderr: Buffer };
      expect(failure.status).toBe(2);
      expect(failure.stderr.toString()).toContain('--port must be 0 to 65535');
    }
  });
});

/** The first stdout line of a CLI started with `args`, once the CLI has stopped again. */
async function firstLine(args: string[]): Promise<string> {
  const { line } = await start(args);
  const proc = child;
  child = undefined;
  await new Promise((resolve) => {
    proc?.once('exit', resolve);
    proc?.kill('SIGTERM');
  });
  return line;
}

/** Runs the CLI to its end; answers its exit code and what it wrote. */
function runToEnd(args: string[]): { status: number; stdout: string; stderr: string } {
  try {
    const stdout = execFileSync(process.execPath, [CLI, ...args], { stdio: 'pipe', encoding: 'utf8' });
    return { status: 0, stdout, stderr: '' };
  } catch (error) {
    const failure = error as { status: number; stdout: string; stderr: string };
    return { status: failure.status, stdout: failure.stdout, stderr: failure.stderr };
  }
}

describe('a sandbox you can come back to', () => {
  const withoutPort = (line: string) => line.replaceAll(/127\.0\.0\.1:\d+/g, '127.0.0.1:PORT');

  it('prints the same JSON line on every start with the same --seed, and says which seed', async () => {
    const first = withoutPort(await firstLine(['--port', '0', '--json', '--seed', 'demo']));
    const second = withoutPort(await firstLine(['--port', '0', '--json', '--seed', 'demo']));
    expect(second).toBe(first);
    expect(JSON.parse(first)).toMatchObject({ seed: 'demo' });
    // The BIN data is named for what it is (G-66); nothing is left under the old names.
    expect(JSON.parse(first).styleB.bins[0].id).toMatch(/^bin_/);
    expect(JSON.parse(first)).not.toHaveProperty('sandboxSeed');
    const other = withoutPort(await firstLine(['--port', '0', '--json', '--seed', 'demo2']));
    expect(JSON.parse(other).styleB.clientSecret).not.toBe(JSON.parse(first).styleB.clientSecret);
    const random = JSON.parse(await firstLine(['--port', '0', '--json']));
    expect(random.seed).toBeNull();
  });

  it('prints its version', () => {
    expect(runToEnd(['--version'])).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
  });

  it('says in one line, without a stack trace, that the port is taken', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    try {
      const port = (taken.address() as AddressInfo).port;
      const result = runToEnd(['--port', String(port)]);
      expect(result.status).toBe(1);
      expect(result.stderr).toBe(
        `card-issuance-mock: port ${port} on 127.0.0.1 is already in use; try --port 0 for any free port\n`,
      );
    } finally {
      taken.close();
    }
  });

  it('answers CORS preflights and sets CORS headers for loopback pages by default, and not with --no-cors', async () => {
    const page = 'http://127.0.0.1:5173';
    const withCors = JSON.parse((await start(['--port', '0', '--json'])).line) as { controlUrl: string };
    const preflight = await fetch(`${withCors.controlUrl}/clock/advance`, {
      method: 'OPTIONS',
      headers: { origin: page, 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(204);
    const config = await fetch(`${withCors.controlUrl}/config`, { headers: { origin: page } });
    expect(config.headers.get('access-control-allow-origin')).toBe(page);
    expect(config.headers.get('access-control-allow-credentials')).toBeNull();
    const foreign = await fetch(`${withCors.controlUrl}/config`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    child?.kill('SIGTERM');

    const without = JSON.parse((await start(['--port', '0', '--json', '--no-cors'])).line) as {
      controlUrl: string;
    };
    const refused = await fetch(`${without.controlUrl}/clock/advance`, {
      method: 'OPTIONS',
      headers: { origin: page, 'access-control-request-method': 'POST' },
    });
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const plain = await fetch(`${without.controlUrl}/config`, { headers: { origin: page } });
    expect(plain.status).toBe(200);
    expect(plain.headers.get('access-control-allow-origin')).toBeNull();
  });
});
