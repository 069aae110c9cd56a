// The floor of the side-by-side HTTP benchmark (issue 26): bare `node:http`, a `Map` lookup and one
// `JSON.stringify` per answer, no framework. It answers GET a card and POST a budget as the mock and the
// minimal Hono server do (same paths, JSON shapes, request id and token check), so what a server does above
// this is its own cost.
//   node minimal-node-server.ts --account-id <id> --card-id <id> [--port 0]
// Prints one JSON line `{"origin":"http://127.0.0.1:<port>"}` once listening; stops on SIGTERM or SIGINT.
import { createServer, type ServerResponse } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'account-id': { type: 'string', default: 'acc_bench' },
    'card-id': { type: 'string', default: 'card_bench' },
  },
});
const cards = new Map([
  [
    values['card-id'],
    {
      accountId: values['account-id'],
      answer: {
        cardId: values['card-id'],
        cardNumber: '4455661035248210',
        expiryMonth: '09',
        expiryYear: '2029',
        cvv: '123',
        status: 'ACTIVE',
      },
    },
  ],
]);
const budgets = new Map<string, unknown>();
const replays = new Map<string, unknown>();
const CARDS = '/style-b/v1/cards/';

function send(response: ServerResponse, status: number, body: unknown, replayed = false): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(text),
    'request-id': crypto.randomUUID(),
    ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
  });
  response.end(text);
}

const server = createServer((request, response) => {
  if (!request.headers['x-access-token'])
    return send(response, 401, { code: '40101', message: 'missing x-access-token' });
  const url = request.url ?? '/';
  const query = url.indexOf('?');
  const path = query === -1 ? url : url.slice(0, query);
  if (request.method === 'GET' && path.startsWith(CARDS)) {
    const card = cards.get(path.slice(CARDS.length));
    const accountId = new URLSearchParams(query === -1 ? '' : url.slice(query + 1)).get('accountId');
    if (!card || card.accountId !== accountId)
      return send(response, 404, { code: '40404', message: 'no such card' });
    return send(response, 200, { code: '000000', message: 'success', data: card.answer });
  }
  if (request.method === 'POST' && path === '/style-b/v1/budgets') {
    const key = request.headers['idempotency-key'];
    if (typeof key !== 'string')
      return send(response, 400, { code: '40001', message: 'Idempotency-Key is required' });
    const replay = replays.get(key);
    if (replay) return send(response, 200, { code: '000000', message: 'success', data: replay }, true);
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as {
        accountId?: unknown;
        name?: unknown;
      };
      if (typeof body.accountId !== 'string')
        return send(response, 400, { code: '40001', message: 'accountId is required' });
      const budget = {
        budgetId: `bud_${crypto.randomUUID()}`,
        accountId: body.accountId,
        name: typeof body.name === 'string' ? body.name : '',
        currency: 'USD',
        balance: { available: '0.00', locked: '0.00', total: '0.00' },
        createdAt: new Date().toISOString(),
      };
      budgets.set(budget.budgetId, budget);
      replays.set(key, budget);
      send(response, 200, { code: '000000', message: 'success', data: budget });
    });
    return;
  }
  send(response, 404, { code: '40400', message: 'not found' });
});
server.listen(Number(values.port), '127.0.0.1', () => {
  const { port } = server.address() as { port: number };
  console.log(JSON.stringify({ origin: `http://127.0.0.1:${port}` }));
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
