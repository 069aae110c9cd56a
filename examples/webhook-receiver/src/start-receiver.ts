import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createExpressReceiver } from './express-receiver.ts';
import { createHonoReceiver } from './hono-receiver.ts';
import type { ReceiverCore } from './receiver-core.ts';

/** Which framework serves the receiver. */
export type Framework = 'express' | 'hono';

/** A receiver listening on a port. */
export interface RunningReceiver {
  /** `http://host:port`; the routes are `/webhooks/style-b` and `/webhooks/style-a`. */
  url: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves the receiver with `framework` on `port` (0: any free port) of 127.0.0.1.
 *
 * @example
 * const receiver = await startReceiver('hono', core, { port: 3000 });
 */
export async function startReceiver(
  framework: Framework,
  core: ReceiverCore,
  options: { port?: number; host?: string } = {},
): Promise<RunningReceiver> {
  const { port = 0, host = '127.0.0.1' } = options;
  const server = await new Promise<Server>((resolve, reject) => {
    const started: Server =
      framework === 'express'
        ? createExpressReceiver(core).listen(port, host, () => resolve(started))
        : (serve({ fetch: createHonoReceiver(core).fetch, port, hostname: host }, () =>
            resolve(started),
          ) as Server);
    started.once('error', reject);
  });
  const bound = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${bound}`,
    port: bound,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
