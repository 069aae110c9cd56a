import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { runServer } from 'verdaccio';

/** A running local registry: its URL (ending in `/`) and `stop()`, which closes it. */
export interface LocalRegistry {
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts verdaccio in this process on 127.0.0.1 (`port` 0 picks a free one), keeping what is published
 * under `dir`. It proxies nothing (no uplinks): it serves the `@card-issuance/*` packages published to it
 * and nothing else, so an `.npmrc` points only that scope at it (`@card-issuance:registry=<url>`) and
 * every other package keeps coming from the usual registry. Anyone may publish there, with any token.
 *
 * @example
 * const registry = await startLocalRegistry(await mkdtemp(join(tmpdir(), 'registry-')));
 * try { await publishWorkspace({ registry: registry.url, ... }); } finally { await registry.stop(); }
 */
export async function startLocalRegistry(dir: string, port = 0): Promise<LocalRegistry> {
  const app = await runServer({
    self_path: dir,
    storage: join(dir, 'storage'),
    uplinks: {},
    packages: {
      '@card-issuance/*': { access: ['$all'], publish: ['$all'], unpublish: ['$all'] },
      '**': { access: ['$all'] },
    },
    auth: { htpasswd: { file: join(dir, 'htpasswd'), max_users: -1 } },
    web: { enable: false },
    log: { type: 'stdout', format: 'pretty', level: 'error' },
    max_body_size: '100mb',
  } as never);
  const server = await new Promise<import('node:http').Server>((resolve, reject) => {
    const listening = app.listen(port, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  const { port: actual } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${actual}/`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
