import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const packageDir = fileURLToPath(new URL('../..', import.meta.url));

/** A page serving the worker test bundle, for one msw package (`msw` is 3, `msw-v2` is 2). */
export interface WorkerPage {
  url: string;
  close(): Promise<void>;
}

/**
 * Bundles worker-page.ts against the given msw package and serves it from 127.0.0.1 with that version's
 * `mockServiceWorker.js` (a service worker needs the matching script and a secure origin; loopback is one).
 *
 * @example
 * const page = await serveWorkerPage('msw-v2');
 * await browserPage.goto(page.url);
 */
export async function serveWorkerPage(mswPackage: 'msw' | 'msw-v2'): Promise<WorkerPage> {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./worker-page.ts', import.meta.url))],
    absWorkingDir: packageDir,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    logLevel: 'silent',
    ...(mswPackage === 'msw-v2' ? { alias: { msw: 'msw-v2' } } : {}),
  });
  const script = bundle.outputFiles[0]?.text ?? '';
  const worker = readFileSync(`${packageDir}node_modules/${mswPackage}/lib/mockServiceWorker.js`, 'utf8');
  const html =
    '<!doctype html><html><head><meta charset="utf-8"><title>worker</title></head><body><script type="module" src="/page.js"></script></body></html>';
  const server: Server = createServer((req, res) => {
    const routes: Record<string, [string, string]> = {
      '/': ['text/html', html],
      '/page.js': ['text/javascript', script],
      '/mockServiceWorker.js': ['text/javascript', worker],
    };
    const found = routes[(req.url ?? '/').split('?')[0] ?? '/'];
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': found[0], 'cache-control': 'no-store' }).end(found[1]);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
