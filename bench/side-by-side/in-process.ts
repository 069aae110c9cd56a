import { createMock } from '@card-issuance/mock-server';
import { createMockHandlers } from '@card-issuance/mock-server/msw';
import { styleBCard } from '@card-issuance/mock-server/testing';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { HttpResponse as HttpResponseV2, http as httpV2 } from 'msw-v2';
import { setupServer as setupServerV2 } from 'msw-v2/node';
import { loadPackageHandlersV2 } from '../msw-v2-handlers.ts';
import { getCardPair } from './get-card-pair.ts';
import { interleavedOpsPerSecond } from './stats.ts';
import { expectStyleBOk } from './style-b-ok.ts';

export const IN_PROCESS = [
  'mock.fetch',
  'app.fetch',
  'msw 3',
  'msw 3 trivial',
  'msw 2',
  'msw 2 trivial',
] as const;
export type InProcessName = (typeof IN_PROCESS)[number];
export const IN_PROCESS_LABELS: Record<InProcessName, string> = {
  'mock.fetch': '`mock.fetch` (ours, no interception)',
  'app.fetch': 'minimal Hono `app.fetch`',
  'msw 3': 'global `fetch` → msw 3 `setupServer` → our `createMockHandlers` → `mock.fetch`',
  'msw 3 trivial': 'global `fetch` → msw 3 `setupServer` → a trivial handler returning the same JSON',
  'msw 2': 'global `fetch` → msw 2 `setupServer` → our `createMockHandlers` (built, on msw 2) → `mock.fetch`',
  'msw 2 trivial': 'global `fetch` → msw 2 `setupServer` → a trivial handler returning the same JSON',
};

/** Calls per second of each in-process way, one per round. */
export type InProcessResults = Record<InProcessName, number[]>;

/** The ways measured together in one round: their calls alternate in 20 ms slices. */
interface Pair {
  names: readonly [InProcessName, InProcessName];
  listen?: () => void;
  close?: () => void;
  /** Before each slice of a way (untimed): the msw pairs put that way's handlers in place. */
  enter?: (name: InProcessName) => void;
}

/**
 * The in-process comparison: the same GET a card through `mock.fetch` and through a minimal Hono
 * `app.fetch` (issue 26: at least 0.8x), and through the global `fetch` intercepted by msw 3 and by msw 2,
 * each with our `createMockHandlers` and with a trivial handler for the same URL that returns the same JSON
 * (issue 26: ours cost at most 1.2x per call, so that what remains is msw's own cost). Calls one after
 * another; in each round the two ways of each pair alternate in 20 ms slices, the msw pairs swapping the
 * handlers of one listening server (`resetHandlers`) between slices.
 *
 * @example
 * const results = await runInProcess({ rounds: 5, ms: 1_000, log: console.error });
 */
export async function runInProcess(options: {
  rounds: number;
  ms: number;
  log: (line: string) => void;
}): Promise<InProcessResults> {
  const mock = createMock();
  try {
    const config = mock.config();
    const { ourUrl, init: ourInit, app, honoUrl } = await getCardPair(mock, styleBCard);
    // The trivial handlers answer the body our mock answers, serialized on every call as any JSON handler.
    const body = (await (await mock.fetch(ourUrl, ourInit)).json()) as Record<string, unknown>;
    const cardRoute = `${config.styleB.baseUrl}/v1/cards/:cardId`;
    const handlers = {
      'msw 3': createMockHandlers(mock),
      'msw 3 trivial': [http.get(cardRoute, () => HttpResponse.json(body))],
      // Built against msw 2 at run time; typed as the package's (msw 3) handlers.
      'msw 2': (await loadPackageHandlersV2())(mock) as unknown as Array<ReturnType<typeof httpV2.all>>,
      'msw 2 trivial': [httpV2.get(cardRoute, () => HttpResponseV2.json(body))],
    } as const;
    const msw3 = setupServer();
    const msw2 = setupServerV2();
    const viaGlobalFetch = async () => expectStyleBOk(await fetch(ourUrl, ourInit));
    const runs: Record<InProcessName, () => Promise<void>> = {
      'mock.fetch': async () => expectStyleBOk(await mock.fetch(ourUrl, ourInit)),
      'app.fetch': async () => expectStyleBOk(await app.fetch(new Request(honoUrl, ourInit))),
      'msw 3': viaGlobalFetch,
      'msw 3 trivial': viaGlobalFetch,
      'msw 2': viaGlobalFetch,
      'msw 2 trivial': viaGlobalFetch,
    };
    const pairs: Pair[] = [
      { names: ['mock.fetch', 'app.fetch'] },
      {
        names: ['msw 3', 'msw 3 trivial'],
        listen: () => msw3.listen(),
        close: () => msw3.close(),
        enter: (name) => msw3.resetHandlers(...handlers[name as 'msw 3' | 'msw 3 trivial']),
      },
      {
        names: ['msw 2', 'msw 2 trivial'],
        listen: () => msw2.listen({ onUnhandledRequest: 'error' }),
        close: () => msw2.close(),
        enter: (name) => msw2.resetHandlers(...handlers[name as 'msw 2' | 'msw 2 trivial']),
      },
    ];
    const results = Object.fromEntries(IN_PROCESS.map((name) => [name, []])) as unknown as InProcessResults;
    const measure = async (pair: Pair, ms: number) => {
      pair.listen?.();
      try {
        const [a, b] = pair.names;
        return await interleavedOpsPerSecond(
          { [a]: runs[a], [b]: runs[b] } as Record<InProcessName, () => Promise<void>>,
          ms,
          20,
          pair.enter,
        );
      } finally {
        pair.close?.();
      }
    };
    for (const pair of pairs) await measure(pair, Math.min(500, options.ms)); // warm-up
    for (let round = 1; round <= options.rounds; round += 1) {
      for (const pair of pairs) {
        const ops = await measure(pair, options.ms);
        for (const name of pair.names) {
          results[name].push(ops[name]);
          options.log(`  in-process round ${round} ${name}: ${Math.round(ops[name])}/s`);
        }
      }
    }
    return results;
  } finally {
    mock.close();
  }
}
