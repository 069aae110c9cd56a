import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '../src';
import { type ListeningMock, listen } from '../src/node';

const T0 = Date.parse('2026-01-01T00:00:00Z');
const HOURS_30 = 30 * 3_600_000;
let mock: Mock;
let server: ListeningMock | undefined;
let receiver: Server | undefined;
afterEach(async () => {
  await server?.close();
  receiver?.close();
  mock?.close();
  server = undefined;
  receiver = undefined;
});

/** A real receiver on a free port that always answers 500. */
async function failingReceiver(): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  receiver = createServer((_req, res) => {
    hits += 1;
    res.writeHead(500).end('down');
  });
  await new Promise<void>((resolve) => receiver?.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`, hits: () => hits };
}

type Delivery = { status: string; attempts: Array<{ attempt: number; at: string }> };

describe('one clock advance walks the whole timeline', () => {
  it('POST /_mock/clock/advance 30 h takes a failing endpoint through all 8 attempts to the dead-letter queue', async () => {
    const target = await failingReceiver();
    mock = createMock({ clock: createClock({ frozenAt: T0 }), webhookUrl: target.url });
    server = await listen(mock, { port: 0 });
    const control = `${server.origin}/_mock`;
    const post = (path: string, body: unknown) =>
      fetch(`${control}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    // Any Style B event will do: register a sub-account and decide its KYC.
    const { clientId, clientSecret, parentAccountId } = mock.seeded.styleB;
    const base = `${server.origin}/style-b`;
    const code = (
      (await (await fetch(`${base}/v1/oauth/authorize?clientId=${clientId}`)).json()) as {
        data: { code: string };
      }
    ).data.code;
    const token = (
      (await (
        await fetch(`${base}/v1/oauth/access-token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ clientId, clientSecret, code }),
        })
      ).json()) as { data: { accessToken: string } }
    ).data.accessToken;
    const headers = { 'x-access-token': token, 'content-type': 'application/json' };
    const account = (
      (await (
        await fetch(`${base}/v1/accounts/register`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ name: 'Ann Lee', email: 'ann@example.com', parentAccountId }),
        })
      ).json()) as { data: { accountId: string } }
    ).data.accountId;
    await fetch(`${base}/v1/accounts/${account}/kyc`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ sourceType: 'veritas', veritasShareToken: 'tok-walk' }),
    });

    const advanced = await post('/clock/advance', { ms: HOURS_30 });
    expect(advanced.status).toBe(200);
    const { data } = (await (await fetch(`${control}/webhooks/deliveries?limit=500`)).json()) as {
      data: { items: Delivery[] };
    };
    expect(data.items.length).toBeGreaterThan(0);
    for (const delivery of data.items) {
      expect(delivery.status).toBe('dead');
      expect(delivery.attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    }
    expect(target.hits()).toBe(8 * data.items.length);
    // The attempts ran at their due times on the mock's clock (E-7, E-9): 0 s, +30 s, +1 min, +5 min, ...
    const first = data.items[0]?.attempts.map(
      (a) => Date.parse(a.at) - Date.parse(data.items[0]?.attempts[0]?.at ?? ''),
    );
    expect(first).toEqual([0, 30, 90, 390, 1290, 4890, 19_290, 105_690].map((s) => s * 1000));
    const clock = (await (await fetch(`${control}/clock`)).json()) as { data: { now: string } };
    expect(Date.parse(clock.data.now)).toBe(T0 + HOURS_30);
  });

  it('await mock.advance(ms) does the same in-process', async () => {
    let calls = 0;
    mock = createMock({
      clock: createClock({ frozenAt: T0 }),
      webhookUrl: 'https://receiver.example.test/hooks',
      webhookFetch: async () => {
        calls += 1;
        // A reply that takes a few turns of the event loop, as a real one does.
        await new Promise((resolve) => setTimeout(resolve, 1));
        return new Response(null, { status: 503 });
      },
    });
    mock.ctx.emit({
      id: 'evt-walk',
      style: 'b',
      type: 'KYC.UPDATED',
      at: T0,
      programId: mock.seeded.styleB.programId,
      environment: 'sandbox',
      payload: {},
    });
    await mock.advance(HOURS_30);
    expect(calls).toBe(8);
    expect(mock.clock.now()).toBe(T0 + HOURS_30);
  });
});
