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

async function startMock(): Promise<{ process: ChildProcess; config: Config }> {
  const started = await startCli(['--port', '0', '--json']);
  mocks.push(started.process);
  return { process: started.process, config: JSON.parse(started.line) as Config };
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
});
