// The mock's one `fetch` (`createMock()` of the built package) served by one Node adapter, for the
// side-by-side HTTP benchmark's adapter pair: the same handler behind @hono/node-server and behind srvx.
//   node mock-adapter-server.ts --adapter node-server|srvx [--port 0]
// Prints one JSON line `{"origin":"http://127.0.0.1:<port>"}` once listening; stops on SIGTERM or SIGINT.
import { parseArgs } from 'node:util';
import { createMock } from '@card-issuance/mock-server';
import { serve as serveNodeServer } from '@hono/node-server';
import { FastResponse, serve as serveSrvx } from 'srvx/node';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    adapter: { type: 'string', default: 'node-server' },
  },
});
const mock = createMock();
const port = Number(values.port);
const hostname = '127.0.0.1';
const ready = (listening: number) => {
  const origin = `http://${hostname}:${listening}`;
  mock.setOrigin(origin);
  console.log(JSON.stringify({ origin }));
};
let close: () => Promise<void>;
if (values.adapter === 'srvx') {
  // srvx's own lightweight Response, as @hono/node-server puts its own in place of the global one.
  globalThis.Response = FastResponse as unknown as typeof Response;
  const server = serveSrvx({ fetch: (request) => mock.fetch(request), port, hostname, silent: true });
  await server.ready();
  ready(Number(new URL(server.url as string).port));
  close = () => server.close(true);
} else if (values.adapter === 'node-server') {
  const server = serveNodeServer({ fetch: (request) => mock.fetch(request), port, hostname }, (info) =>
    ready(info.port),
  );
  close = () => new Promise((done) => server.close(() => done()));
} else throw new Error(`--adapter node-server or srvx, not ${values.adapter}`);
const stop = () => {
  mock.close();
  void close().then(() => process.exit(0));
};
process.once('SIGTERM', stop);
process.once('SIGINT', stop);
