import type { ChildProcess } from 'node:child_process';
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type JourneyTarget, styleBAccount } from '../src/testing';
import { ensureBuiltCli, startCli } from './support/cli-process';
import { type RunningCli, spawnCli } from './support/cli-run';

type Config = JourneyTarget['config'] & {
  styleB: { webhookSecret: string };
  styleA: { organizations: Array<{ id: string }> };
};

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** A receiver on port 0 that records each request and answers the next status of `statuses` (then 204). */
async function receiver(
  statuses: number[] = [],
): Promise<{ url: string; received: Received[]; server: Server }> {
  const received: Received[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(statuses.shift() ?? 204);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, received, server };
}

const mocks: ChildProcess[] = [];
const running: RunningCli[] = [];
const servers: Server[] = [];
let config: Config;

async function startMock(): Promise<{ process: ChildProcess; config: Config; stderr(): string }> {
  const started = await startCli(['--port', '0', '--json']);
  mocks.push(started.process);
  return { process: started.process, config: JSON.parse(started.line) as Config, stderr: started.stderr };
}

/** A new sandbox of `controlUrl`'s mock: its config (with its own control URL) and id. */
async function newSandbox(controlUrl: string): Promise<Config & { id: string }> {
  const answer = await fetch(`${controlUrl}/sandboxes`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(answer.status).toBe(201);
  return ((await answer.json()) as { data: Config & { id: string } }).data;
}

function listen(args: string[]): RunningCli {
  const cli = spawnCli(['listen', ...args]);
  running.push(cli);
  return cli;
}

async function endpointIds(controlUrl: string): Promise<string[]> {
  const { data } = (await (await fetch(`${controlUrl}/webhooks/endpoints`)).json()) as {
    data: { items: Array<{ id: string }> };
  };
  return data.items.map((endpoint) => endpoint.id);
}

beforeAll(async () => {
  ensureBuiltCli();
  config = (await startMock()).config;
}, 120_000);

afterEach(() => {
  for (const cli of running.splice(0)) if (cli.process.exitCode === null) cli.process.kill('SIGTERM');
  for (const server of servers.splice(0)) server.close();
});

afterAll(() => {
  for (const mock of mocks) mock.kill('SIGTERM');
});

describe('card-issuance-mock listen', () => {
  it('forwards Style B deliveries with the mock signature, prints the receiver status, removes its endpoint on SIGTERM', async () => {
    const hooks = await receiver([204, 500]);
    servers.push(hooks.server);
    const cli = listen([
      '--forward-to',
      hooks.url,
      '--control',
      config.controlUrl,
      '--events',
      'KYC.UPDATED',
    ]);
    const ready = await cli.line(/^Ready/);
    const endpointId = /endpoint (whe_\w+)/.exec(ready)?.[1] as string;
    expect(ready).toContain(`signing secret ${config.styleB.webhookSecret}`);
    expect(await endpointIds(config.controlUrl)).toContain(endpointId);

    // Two accounts through KYC: two KYC.UPDATED deliveries; the receiver takes the first and refuses the second.
    const target = { fetch: (url: string, init?: RequestInit) => fetch(url, init), config };
    await styleBAccount(target);
    await styleBAccount(target);
    const accepted = await cli.line(/KYC\.UPDATED .* -> 204 POST /);
    const refused = await cli.line(/KYC\.UPDATED .* -> 500 POST /);
    expect(accepted).toMatch(new RegExp(`-> 204 POST ${hooks.url} \\(\\d+ ms\\)$`));

    // The receiver verifies each with the partner's webhookSecret, on the bytes the mock signed.
    expect(hooks.received).toHaveLength(2);
    for (const { headers, body } of hooks.received) {
      const { resource, eventType } = JSON.parse(body) as { resource: string; eventType: string };
      expect(eventType).toBe('KYC.UPDATED');
      const expected = createHmac('sha256', config.styleB.webhookSecret).update(resource).digest('base64');
      expect(headers.signature).toBe(expected);
    }
    // The mock saw what the receiver answered: the refused delivery waits for its retry.
    const refusedEventId = /KYC\.UPDATED ([0-9a-f-]{36})/.exec(refused)?.[1] as string;
    const deliveries = await fetch(`${config.controlUrl}/webhooks/deliveries?eventId=${refusedEventId}`);
    const { data } = (await deliveries.json()) as {
      data: { items: Array<{ endpointId: string; status: string; attempts: Array<{ status: number }> }> };
    };
    expect(data.items.find((d) => d.endpointId === endpointId)).toMatchObject({
      status: 'pending',
      attempts: [{ status: 500 }],
    });

    cli.process.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(cli.stdout()).toContain(`stopped; removed endpoint ${endpointId}`);
    expect(await endpointIds(config.controlUrl)).not.toContain(endpointId);
  }, 60_000);

  it('Style A: signs with a printed secret the receiver can verify', async () => {
    const hooks = await receiver();
    servers.push(hooks.server);
    const cli = listen(['--forward-to', hooks.url, '--style', 'a', '--control', config.controlUrl]);
    const secret = /signing secret (\S+)\)/.exec(await cli.line(/^Ready: forwarding Style A/))?.[1] as string;
    const organizationId = config.styleA.organizations[0]?.id;
    await fetch(`${config.controlUrl}/style-a/organizations/${organizationId}/credit-purchases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ amount_cents: 1_000 }),
    });
    await cli.line(/credit_purchase\.settled .* -> 204 POST /);
    const [delivery] = hooks.received;
    expect(delivery?.headers['x-webhook-signature']).toBe(
      createHmac('sha256', secret)
        .update(delivery?.body ?? '')
        .digest('hex'),
    );
  }, 60_000);

  it('stops with exit code 1 when the mock goes away', async () => {
    const other = await startMock();
    const cli = listen(['--forward-to', 'http://127.0.0.1:1/never', '--control', other.config.controlUrl]);
    await cli.line(/^Ready/);
    other.process.kill('SIGTERM');
    expect(await cli.exited).toBe(1);
    expect(cli.stdout()).toMatch(
      /the mock at http:\/\/127\.0\.0\.1:\d+ went away; could not remove endpoint whe_\w+/,
    );
  }, 60_000);

  it('needs --forward-to (exit code 2)', async () => {
    const cli = listen(['--control', config.controlUrl]);
    expect(await cli.exited).toBe(2);
  });

  it.each([
    ['the mock', async (mock: Config) => ({ config: mock, url: mock.controlUrl.replace(/\/_mock$/, '') })],
    [
      'a sandbox',
      async (mock: Config) => {
        const sandbox = await newSandbox(mock.controlUrl);
        return { config: sandbox, url: sandbox.controlUrl.replace(/\/_mock$/, '') };
      },
    ],
  ])(
    '%s reset while it runs: it registers its endpoint again, says so on stderr, and forwards what comes after',
    async (_, at) => {
      const own = await startMock();
      const { config: target, url } = await at(own.config);
      const hooks = await receiver();
      servers.push(hooks.server);
      // The mock's (or the sandbox's) address as the variable takes it, given to --control.
      const cli = listen(['--forward-to', hooks.url, '--control', url, '--events', 'KYC.UPDATED']);
      const first = /endpoint (whe_\w+)/.exec(await cli.line(/^Ready/))?.[1] as string;
      expect(await endpointIds(target.controlUrl)).toEqual([first]);

      expect((await fetch(`${target.controlUrl}/reset`, { method: 'POST' })).status).toBe(200);
      const renewed = await cli.errLine(/the mock was reset/);
      const second = /registered endpoint (whe_\w+)/.exec(renewed)?.[1] as string;
      expect(renewed).toBe(
        `endpoint ${first} is gone (the mock was reset): registered endpoint ${second}, forwarding to ${hooks.url} again`,
      );
      expect(await endpointIds(target.controlUrl)).toEqual([second]);

      await styleBAccount({
        fetch: (input: string, init?: RequestInit) => fetch(input, init),
        config: target,
      });
      await cli.line(/KYC\.UPDATED .* -> 204 POST /);
      expect(hooks.received).toHaveLength(1);
      cli.process.kill('SIGTERM');
      expect(await cli.exited).toBe(0);
      expect(cli.stdout()).toContain(`stopped; removed endpoint ${second}`);
      expect(await endpointIds(target.controlUrl)).toEqual([]);
      // The checks are not the developer's calls: the mock's request log leaves them out.
      expect(own.stderr()).not.toContain(`/webhooks/endpoints/${first}`);
    },
    60_000,
  );

  it('a removed sandbox: says its endpoint cannot be registered again and exits 1', async () => {
    const sandbox = await newSandbox(config.controlUrl);
    const cli = listen(['--forward-to', 'http://127.0.0.1:1/never', '--control', sandbox.controlUrl]);
    await cli.line(/^Ready/);
    expect((await fetch(sandbox.controlUrl, { method: 'DELETE' })).status).toBeLessThan(300);
    expect(await cli.exited).toBe(1);
    expect(cli.stderr()).toMatch(/^endpoint whe_\w+ is gone and could not be registered again: .*404/m);
  }, 60_000);

  it('--json: one JSON line per result on stdout (ready, then each delivery), the rest on stderr', async () => {
    const hooks = await receiver();
    servers.push(hooks.server);
    const cli = listen([
      '--forward-to',
      hooks.url,
      '--control',
      config.controlUrl,
      '--json',
      '--events',
      'KYC.UPDATED',
    ]);
    const ready = JSON.parse(await cli.line(/"kind":"ready"/)) as Record<string, unknown>;
    expect(ready).toEqual({
      kind: 'ready',
      endpointId: expect.stringMatching(/^whe_\w+$/),
      style: 'b',
      forwardTo: hooks.url,
      signingSecret: config.styleB.webhookSecret,
    });
    await styleBAccount({ fetch: (input: string, init?: RequestInit) => fetch(input, init), config });
    const delivery = JSON.parse(await cli.line(/"kind":"delivery"/)) as Record<string, unknown>;
    expect(delivery).toEqual({
      kind: 'delivery',
      at: expect.any(String),
      eventType: 'KYC.UPDATED',
      eventId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      status: 204,
      error: null,
      latencyMs: expect.any(Number),
    });
    cli.process.kill('SIGTERM');
    expect(await cli.exited).toBe(0);
    expect(cli.stdout().trim().split('\n')).toHaveLength(2);
    expect(cli.stderr()).toContain(`stopped; removed endpoint ${ready.endpointId}`);
  }, 60_000);

  it('a closed stdout (listen | head -1) stops it quietly: exit 0, endpoint removed, no stack', async () => {
    const hooks = await receiver();
    servers.push(hooks.server);
    const cli = listen([
      '--forward-to',
      hooks.url,
      '--control',
      config.controlUrl,
      '--events',
      'KYC.UPDATED',
    ]);
    const endpointId = /endpoint (whe_\w+)/.exec(await cli.line(/^Ready/))?.[1] as string;
    cli.process.stdout?.destroy();
    await styleBAccount({ fetch: (input: string, init?: RequestInit) => fetch(input, init), config });
    expect(await cli.exited).toBe(0);
    expect(cli.stderr()).toBe('');
    expect(await endpointIds(config.controlUrl)).not.toContain(endpointId);
  }, 60_000);
});
