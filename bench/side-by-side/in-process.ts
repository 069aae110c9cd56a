import { createMock } from '@card-issuance/mock-server';
import { createMockHandlers } from '@card-issuance/mock-server/msw';
import { styleBCard } from '@card-issuance/mock-server/testing';
import { setupServer } from 'msw/node';
import { setupServer as setupServerV2 } from 'msw-v2/node';
import { createMinimalApp } from '../minimal-hono-app.ts';
import { createMockHandlersV2 } from '../msw-v2-handlers.ts';
import { interleavedOpsPerSecond, opsPerSecond } from './stats.ts';

export const IN_PROCESS = ['mock.fetch', 'app.fetch', 'msw 3', 'msw 2'] as const;
export type InProcessName = (typeof IN_PROCESS)[number];
export const IN_PROCESS_LABELS: Record<InProcessName, string> = {
  'mock.fetch': '`mock.fetch` (ours, no interception)',
  'app.fetch': 'minimal Hono `app.fetch`',
  'msw 3': 'global `fetch` → msw 3 `setupServer` → `mock.fetch`',
  'msw 2': 'global `fetch` → msw 2 `setupServer` → `mock.fetch`',
};

/** Calls per second of each in-process way, one per round. */
export type InProcessResults = Record<InProcessName, number[]>;

async function expect200(response: Response): Promise<void> {
  const body = (await response.json()) as { code?: string };
  if (response.status !== 200 || body.code !== '000000')
    throw new Error(`unexpected answer ${response.status} ${JSON.stringify(body).slice(0, 200)}`);
}

/**
 * The in-process comparison: the same GET a card through `mock.fetch`, through a minimal Hono `app.fetch`,
 * and through the global `fetch` intercepted by msw 3 and msw 2 (calls one after another; in each round
 * `mock.fetch` and `app.fetch` alternate in 20 ms slices, then each msw way takes its turn).
 *
 * @example
 * const results = await runInProcess({ rounds: 5, ms: 1_000 });
 */
export async function runInProcess(options: {
  rounds: number;
  ms: number;
  log: (line: string) => void;
}): Promise<InProcessResults> {
  const mock = createMock();
  const msw3 = setupServer(...createMockHandlers(mock));
  const msw2 = setupServerV2(...createMockHandlersV2(mock));
  try {
    const config = mock.config();
    const fixture = await styleBCard({ fetch: mock.fetch, config });
    const ourUrl = `${config.styleB.baseUrl}/v1/cards/${fixture.cardId}?accountId=${fixture.accountId}`;
    const ourInit = { headers: { 'x-access-token': fixture.token } };
    const app = createMinimalApp({ accountId: fixture.accountId, cardId: fixture.cardId });
    const honoUrl = `http://127.0.0.1/style-b/v1/cards/${fixture.cardId}?accountId=${fixture.accountId}`;
    const ways: Record<InProcessName, { run: () => Promise<void>; before?: () => void; after?: () => void }> =
      {
        'mock.fetch': { run: async () => expect200(await mock.fetch(ourUrl, ourInit)) },
        'app.fetch': { run: async () => expect200(await app.fetch(new Request(honoUrl, ourInit))) },
        'msw 3': {
          run: async () => expect200(await fetch(ourUrl, ourInit)),
          before: () => msw3.listen(),
          after: () => msw3.close(),
        },
        'msw 2': {
          run: async () => expect200(await fetch(ourUrl, ourInit)),
          before: () => msw2.listen({ onUnhandledRequest: 'error' }),
          after: () => msw2.close(),
        },
      };
    const results: InProcessResults = { 'mock.fetch': [], 'app.fetch': [], 'msw 3': [], 'msw 2': [] };
    for (const name of IN_PROCESS) {
      ways[name].before?.();
      try {
        await opsPerSecond(ways[name].run, Math.min(500, options.ms)); // warm-up
      } finally {
        ways[name].after?.();
      }
    }
    for (let round = 1; round <= options.rounds; round += 1) {
      // The two compared by the target alternate in slices (the same load falls on both); the msw ways,
      // which patch the global fetch, take their own turns.
      const pair = await interleavedOpsPerSecond(
        { 'mock.fetch': ways['mock.fetch'].run, 'app.fetch': ways['app.fetch'].run },
        options.ms,
      );
      for (const name of ['mock.fetch', 'app.fetch'] as const) {
        results[name].push(pair[name]);
        options.log(`  in-process round ${round} ${name}: ${Math.round(pair[name])}/s`);
      }
      for (const name of ['msw 3', 'msw 2'] as const) {
        ways[name].before?.();
        try {
          const ops = await opsPerSecond(ways[name].run, options.ms);
          results[name].push(ops);
          options.log(`  in-process round ${round} ${name}: ${Math.round(ops)}/s`);
        } finally {
          ways[name].after?.();
        }
      }
    }
    return results;
  } finally {
    mock.close();
  }
}
