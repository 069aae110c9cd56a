import type { ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cliConfig, ensureBuiltCli, startCli } from './support/cli-process';
import { runCli } from './support/cli-run';

// The CLI's flags of DECISIONS.md G-24 and G-53..G-55, on the built CLI.
const running: ChildProcess[] = [];
beforeAll(ensureBuiltCli, 120_000);
afterEach(() => {
  for (const child of running.splice(0)) child.kill('SIGTERM');
});

async function start(args: string[]) {
  const started = await startCli(['--port', '0', '--json', ...args]);
  running.push(started.process);
  const config = cliConfig(started.line);
  return { ...started, port: Number(new URL(config.controlUrl).port), config };
}

/** GET `path` on 127.0.0.1:`port` naming `host` in the Host header (fetch cannot set it). */
function getWithHost(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ port, host: '127.0.0.1', path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('card-issuance-mock beyond loopback', () => {
  it('--host 0.0.0.0 warns what is exposed, prints a generated token once, and the control API needs it', async () => {
    const { port, stderr } = await start(['--host', '0.0.0.0']);
    await expect.poll(() => stderr()).toContain('Warning: listening on 0.0.0.0');
    await expect.poll(() => stderr()).toMatch(/Control token \(generated[^:]*: (\S+)/);
    const token = /Control token \(generated[^:]*: (\S+)/.exec(stderr())?.[1] ?? '';
    const local = `http://127.0.0.1:${port}/_mock`;
    expect((await fetch(`${local}/config`)).status).toBe(401);
    const read = await fetch(`${local}/config`, { headers: { authorization: `Bearer ${token}` } });
    expect(read.status).toBe(200);

    const refused = await runCli(['trigger', 'CARD.CREATED', '--control', local]);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--control-token');
    const fired = await runCli(['trigger', 'CARD.CREATED', '--control', local, '--control-token', token]);
    expect(fired.stderr).toBe('');
    expect(fired.code).toBe(0);
    expect(fired.stdout).toMatch(/fired CARD\.CREATED/);
  }, 60_000);

  it('takes --control-token, and on loopback prints neither warning nor token', async () => {
    const given = await start(['--control-token', 'tok_cli_given_0123456789']);
    const control = given.config.controlUrl;
    expect((await fetch(`${control}/config`)).status).toBe(401);
    const ok = await fetch(`${control}/config`, {
      headers: { authorization: 'Bearer tok_cli_given_0123456789' },
    });
    expect(ok.status).toBe(200);
    expect(given.stderr()).not.toContain('Warning');
    expect(given.stderr()).not.toContain('tok_cli_given_0123456789');
  }, 60_000);
});

describe('card-issuance-mock origins, hosts and body size', () => {
  it('allows --cors-origin and loopback pages, no other, and refuses their control writes', async () => {
    const { config } = await start(['--cors-origin', 'https://app.example']);
    for (const [origin, allowed] of [
      ['https://app.example', true],
      ['http://localhost:5173', true],
      ['https://evil.example', false],
    ] as const) {
      const res = await fetch(`${config.controlUrl}/config`, { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin'), origin).toBe(allowed ? origin : null);
      const reset = await fetch(`${config.controlUrl}/reset`, { method: 'POST', headers: { origin } });
      expect(reset.status, origin).toBe(allowed ? 200 : 403);
    }
  }, 60_000);

  it('refuses a foreign Host with 403 naming --allowed-host, and serves the allowed one', async () => {
    const plain = await start([]);
    const refused = await getWithHost(plain.port, '/_mock/config', 'evil.test');
    expect(refused.status).toBe(403);
    expect(refused.body).toContain('--allowed-host evil.test');
    const allowing = await start(['--allowed-host', 'evil.test']);
    expect((await getWithHost(allowing.port, '/_mock/config', 'evil.test')).status).toBe(200);
  }, 60_000);

  it('answers a body over --max-body with 413', async () => {
    const { config } = await start(['--max-body', '64']);
    const res = await fetch(`${config.controlUrl}/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ms: 1, pad: 'x'.repeat(64) }),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  }, 60_000);
});
