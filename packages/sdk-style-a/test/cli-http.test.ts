import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStyleAClient, type StyleAClient } from '../src';
import { control, FAST_RETRY, HOUR, issueCard } from './support/setup';

// One suite over real HTTP: the global fetch against the CLI (`card-issuance-mock --port 0 --json`).
const cli = join(import.meta.dirname, '../../mock-server/dist/cli.js');
let child: ChildProcess;
let client: StyleAClient;
let ctl: ReturnType<typeof control>;

beforeAll(async () => {
  const started = spawn(process.execPath, [cli, '--port', '0', '--json'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  // The first stdout line is the JSON config; a CLI that exits first fails the suite at once, saying so.
  const exited = once(started, 'exit').then(([code]) => {
    throw new Error(
      `the mock CLI exited with ${code} before printing its config (is packages/mock-server built?)`,
    );
  });
  const [line] = (await Promise.race([once(createInterface({ input: started.stdout }), 'line'), exited])) as [
    string,
  ];
  const config = JSON.parse(line) as {
    controlUrl: string;
    styleA: { baseUrl: string; apiKeys: { DEVELOPER: { clientId: string; clientSecret: string } } };
  };
  ctl = control((input, init) => fetch(input, init), config.controlUrl);
  client = createStyleAClient({
    baseUrl: config.styleA.baseUrl,
    ...config.styleA.apiKeys.DEVELOPER,
    retry: FAST_RETRY,
    timeoutMs: 5_000,
  });
});
afterAll(() => {
  child?.kill();
});

describe('the Style A client over HTTP against the CLI', () => {
  it('goes from a token to a revealed card, survives a token expiry and a 503', async () => {
    const { card } = await issueCard(client, ctl);
    const details = await client.cards.revealPaymentDetails(card.id);
    expect(details.pan.endsWith(details.lastFour)).toBe(true);
    await ctl.advance(HOUR + 1_000);
    await ctl.fault({
      match: { style: 'a', path: '/v1/cards/*' },
      count: 1,
      effect: { type: 'status', status: 503 },
    });
    expect((await client.cards.get(card.id)).id).toBe(card.id);
    const log = await ctl.requests();
    expect(log.filter((r) => r.path === '/v1/oauth/token')).toHaveLength(2);
    // Newest first: the fault answers before auth (503), the retry meets the expired token (401), and the
    // replay with the new token succeeds.
    expect(
      log.filter((r) => r.method === 'GET' && r.path === `/v1/cards/${card.id}`).map((r) => r.status),
    ).toEqual([200, 401, 503]);
  });
});
