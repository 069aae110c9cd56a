import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

/** A running static server; `close()` stops it. */
export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a built site from `dir` on 127.0.0.1 and a free port (a service worker needs a secure origin;
 * loopback is one). Unknown paths are 404; nothing outside `dir` is served.
 *
 * @example
 * const site = await serveStatic('/tmp/dist');
 * await page.goto(site.url);
 * await site.close();
 */
export async function serveStatic(dir: string): Promise<StaticServer> {
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const file = normalize(join(dir, path === '/' ? 'index.html' : path));
    try {
      if (!file.startsWith(dir)) throw new Error('outside the site');
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
