// The minimal Hono handler (minimal-hono-app.ts) as its own process, for the side-by-side HTTP benchmark:
//   node minimal-hono-server.ts --account-id <id> --card-id <id> [--port 0]
// Prints one JSON line `{"origin":"http://127.0.0.1:<port>"}` once listening; stops on SIGTERM or SIGINT.
import { parseArgs } from 'node:util';
import { serve } from '@hono/node-server';
import { createMinimalApp } from './minimal-hono-app.ts';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    'account-id': { type: 'string', default: 'acc_bench' },
    'card-id': { type: 'string', default: 'card_bench' },
  },
});
const app = createMinimalApp({ accountId: values['account-id'], cardId: values['card-id'] });
const server = serve({ fetch: app.fetch, port: Number(values.port), hostname: '127.0.0.1' }, (info) => {
  console.log(JSON.stringify({ origin: `http://127.0.0.1:${info.port}` }));
});
const stop = () => server.close(() => process.exit(0));
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
