import { Hono } from 'hono';
import { bodyLimit as honoBodyLimit } from 'hono/body-limit';
import { cors as honoCors } from 'hono/cors';
import { requestId as honoRequestId } from 'hono/request-id';
import { test } from 'vitest';
import { bodyLimit } from '../packages/mock-server/src/app/body-limit';
import { cors } from '../packages/mock-server/src/app/cors';
import { chain } from '../packages/mock-server/src/app/middleware';
import { originPolicy } from '../packages/mock-server/src/app/origin-policy';
import { addressOf } from '../packages/mock-server/src/app/request-address';

// The edge of the mock (CORS, body limit, request id) beside Hono's own middleware doing the same around
// the same trivial handler, in-process, for a POST from a loopback page (DECISIONS.md: why the mock keeps
// its own edge). Both read the body and answer JSON with a request id.
const MAX = 1_048_576;
const allows = originPolicy([]);
const URL_ = 'http://127.0.0.1:4010/style-b/v1/budgets';
const BODY = JSON.stringify({ accountId: 'acc_1', name: 'Cards' });
const init = () => ({
  method: 'POST',
  headers: { origin: 'http://localhost:5173', 'content-type': 'application/json' },
  body: BODY,
});

const ours = chain([(next) => cors(next, allows), bodyLimit(MAX)], async (request) => {
  const data = await request.json();
  return Response.json({ data }, { headers: { 'request-id': crypto.randomUUID() } });
});

const hono = new Hono();
hono.use(honoCors({ origin: (origin) => (allows(origin) ? origin : null) }));
hono.use(honoBodyLimit({ maxSize: MAX }));
hono.use(honoRequestId());
hono.post('/style-b/v1/budgets', async (c) => c.json({ data: await c.req.json() }));

// The same route without any middleware: what the three add.
const bare = new Hono();
bare.post('/style-b/v1/budgets', async (c) =>
  c.json({ data: await c.req.json() }, 200, { 'request-id': crypto.randomUUID() }),
);

test('the edge: ours beside Hono middleware', async ({ bench }) => {
  await bench.compare(
    bench('our edge (cors, body limit, request id)', async () => {
      const request = new Request(URL_, init());
      await (await ours(request, addressOf('/style-b/v1/budgets'), BODY)).json();
    }),
    bench('Hono cors + bodyLimit + requestId', async () => {
      await (await hono.fetch(new Request(URL_, init()))).json();
    }),
    bench('Hono, no middleware (the floor)', async () => {
      await (await bare.fetch(new Request(URL_, init()))).json();
    }),
    { time: 2_000 },
  );
});
