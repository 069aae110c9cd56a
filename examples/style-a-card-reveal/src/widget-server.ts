import { readFile } from 'node:fs/promises';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { StyleAApiError, type StyleAClient } from '@card-issuance/sdk-style-a';
import { build } from 'esbuild';

/** Options of {@link startWidgetServer}. */
export interface WidgetServerOptions {
  /** The Style A client: the API key stays on this server. */
  client: StyleAClient;
  /** The card the page may show; a real backend takes it from the signed-in user's session. */
  cardId: string;
  /** @default 0 (any free port) */
  port?: number;
  /** @default '127.0.0.1' */
  host?: string;
  /** Where failures to get a token go; the page only learns the HTTP status. @default console.error */
  onError?: (error: unknown) => void;
}

/** A running {@link startWidgetServer}. */
export interface WidgetServer {
  /** The page's address, e.g. `http://127.0.0.1:5173/`. */
  url: string;
  close(): Promise<void>;
}

const publicDir = new URL('../public/', import.meta.url);

/**
 * The SDK's browser entry as one minified ES module, bundled by esbuild as an app's bundler would: the built
 * `dist/widget.js`, or its source when the example runs from the workspace's sources
 * (`run-from-sources.ts`).
 */
async function bundleWidgetEntry(): Promise<Uint8Array> {
  const entry = fileURLToPath(import.meta.resolve('@card-issuance/sdk-style-a/widget'));
  const { outputFiles } = await build({
    entryPoints: [entry],
    bundle: true,
    format: 'esm',
    target: 'es2022',
    minify: true,
    write: false,
  });
  const [output] = outputFiles;
  if (output === undefined) throw new Error(`esbuild wrote nothing for ${entry}`);
  return output.contents;
}

const files: Record<string, [load: () => Promise<Uint8Array>, type: string]> = {
  '/': [() => readFile(new URL('index.html', publicDir)), 'text/html; charset=utf-8'],
  '/card-page.js': [() => readFile(new URL('card-page.js', publicDir)), 'text/javascript; charset=utf-8'],
};

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The integrator's side of the hosted widget: a static page, and `GET /api/card/secure-details`, which
 * asks the service for a short-lived widget token (`client.cards.getSecureDetailsToken`) and hands the
 * answer to the page. The page never sees the API key, the card number or the CVV.
 *
 * @example
 * const server = await startWidgetServer({ client, cardId: card.id });
 * console.log(`open ${server.url}`);
 * await server.close();
 */
export async function startWidgetServer(options: WidgetServerOptions): Promise<WidgetServer> {
  const { client, cardId, onError = console.error } = options;
  const widget = await bundleWidgetEntry();
  const served = {
    ...files,
    '/sdk/widget.js': [async () => widget, 'text/javascript; charset=utf-8'] as const,
  };
  const server = createServer(async (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    try {
      if (req.method === 'GET' && path === '/api/card/secure-details') {
        json(res, 200, await client.cards.getSecureDetailsToken(cardId));
        return;
      }
      const file = req.method === 'GET' ? served[path as keyof typeof served] : undefined;
      if (!file) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(200, { 'content-type': file[1] }).end(await file[0]());
    } catch (error) {
      // The page gets the status only; what the service said stays in this server's log.
      onError(error);
      json(res, error instanceof StyleAApiError && error.status === 404 ? 404 : 502, { error: 'no token' });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve);
  });
  const { address, port } = server.address() as AddressInfo;
  return {
    url: `http://${address}:${port}/`,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // Browsers keep idle connections open; without this, close waits for them to time out.
        server.closeAllConnections();
      }),
  };
}
