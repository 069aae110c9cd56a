// Heap retained per idempotent POST, ours beside the minimal Hono app, in a process of its own:
//   node --expose-gc side-by-side/retained-per-post.ts [--warm 12000] [--posts 20000]
// Each app in turn: `--warm` POSTs of a budget with a fresh `Idempotency-Key` (they fill the bounded windows
// of a long load: the newest events, the request log), full collections, then `--posts` more and full
// collections again; prints one JSON line, `{ ours, hono }` in bytes per POST.
import { parseArgs } from 'node:util';
import { createMock } from '@card-issuance/mock-server';
import { styleBCard } from '@card-issuance/mock-server/testing';
import { createMinimalApp } from '../minimal-hono-app.ts';

const { values } = parseArgs({
  options: { warm: { type: 'string', default: '12000' }, posts: { type: 'string', default: '20000' } },
});
const gc = (globalThis as { gc?: () => void }).gc;
if (gc === undefined) throw new Error('run with node --expose-gc');

type Fetch = (request: Request) => Response | Promise<Response>;

/** Heap in use after full collections (a turn of the event loop between them lets finalizers run). */
async function settledHeap(): Promise<number> {
  for (let i = 0; i < 3; i += 1) {
    (gc as () => void)();
    await new Promise((resolve) => setImmediate(resolve));
  }
  return process.memoryUsage().heapUsed;
}

async function post(fetch: Fetch, url: string, token: string, body: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    const headers = {
      'x-access-token': token,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    };
    const response = await fetch(new Request(url, { method: 'POST', headers, body }));
    if (response.status !== 200)
      throw new Error(`POST answered ${response.status}: ${await response.text()}`);
    await response.text();
  }
}

/** Bytes retained per POST by `fetch` past its warm-up. */
async function retained(fetch: Fetch, url: string, token: string, body: string): Promise<number> {
  await post(fetch, url, token, body, Number(values.warm));
  const before = await settledHeap();
  const posts = Number(values.posts);
  await post(fetch, url, token, body, posts);
  return ((await settledHeap()) - before) / posts;
}

const origin = 'http://127.0.0.1:4010';
const mock = createMock();
mock.setOrigin(origin);
const config = mock.config(origin);
const fixture = await styleBCard({ fetch: (input, init) => mock.fetch(input, init), config });
const budget = JSON.stringify({ accountId: fixture.accountId, name: 'Bench' });
const ours = await retained(
  (request) => mock.fetch(request),
  `${config.styleB.baseUrl}/v1/budgets`,
  fixture.token,
  budget,
);
mock.close();
const app = createMinimalApp({ accountId: fixture.accountId, cardId: fixture.cardId });
const hono = await retained((request) => app.fetch(request), `${origin}/style-b/v1/budgets`, 'bench', budget);
process.stdout.write(`${JSON.stringify({ ours, hono })}\n`);
