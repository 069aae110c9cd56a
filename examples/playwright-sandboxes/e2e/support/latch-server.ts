import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The latch server the global setup started: its URL (what `EXAMPLE_LATCH_URL` names) and its end. */
export interface LatchServer {
  url: string;
  close(): Promise<void>;
}

/**
 * One-way signals between tests in different workers (other processes), for a real interleaving with no
 * sleeps: `POST /<name>` opens the latch `<name>`, `GET /<name>` answers once it is open (at once if it
 * already is). On 127.0.0.1, a free port.
 *
 * @example
 * const latches = await startLatchServer();
 * process.env.EXAMPLE_LATCH_URL = latches.url; // the workers inherit it
 */
export async function startLatchServer(): Promise<LatchServer> {
  const opened = new Set<string>();
  const waiting = new Map<string, ServerResponse[]>();
  const server = createServer((request, response) => {
    const name = request.url ?? '/';
    if (request.method === 'POST') {
      opened.add(name);
      for (const waiter of waiting.get(name) ?? []) waiter.writeHead(204).end();
      waiting.delete(name);
      response.writeHead(204).end();
    } else if (opened.has(name)) {
      response.writeHead(204).end();
    } else {
      waiting.set(name, [...(waiting.get(name) ?? []), response]);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
