import type { AddressInfo } from 'node:net';
import { type HttpBindings, serve } from '@hono/node-server';
import type { Mock } from '../app';
import { rememberRawHeaders } from '../http/raw-headers';
import { hostCheck, isLoopbackHost } from './allowed-hosts';
import { answerClientError, answerConnect, MAX_HEADER_BYTES } from './client-error';

export interface ListenOptions {
  /**
   * The port; 0 picks any free one.
   * @default 4010
   */
  port?: number;
  /**
   * Default 127.0.0.1: the mock is for local development and tests only. Any other address than loopback
   * requires a mock created with a `controlToken` (DECISIONS.md G-54).
   * @default '127.0.0.1'
   */
  host?: string;
  /**
   * Host names requests may name in `Host` besides loopback ones and `host` (bound to `0.0.0.0` or `::`, any IP address too; `--allowed-host`):
   * any other is refused with 403 before the mock sees it, against DNS rebinding (DECISIONS.md G-55).
   * @default []
   * @example listen(mock, { allowedHosts: ['mock.test'] })
   */
  allowedHosts?: readonly string[];
}

/** A mock listening on a port. */
export interface ListeningMock {
  /** `http://host:port`, the origin to give {@link Mock.config}. */
  origin: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves a mock over HTTP with @hono/node-server, and makes the mock's URLs (config, JWT `iss`,
 * verification and callback URLs, `Link` headers) name the address served. An injected network error drops
 * the socket, as a real network failure would.
 *
 * @example
 * const mock = createMock();
 * const server = await listen(mock, { port: 0 });
 * console.log(mock.config(server.origin).styleB.baseUrl);
 */
export function listen(mock: Mock, options: ListenOptions = {}): Promise<ListeningMock> {
  const host = options.host ?? '127.0.0.1';
  if (!isLoopbackHost(host) && mock.controlToken === undefined) {
    return Promise.reject(
      new Error(
        `listening on ${host} exposes the control API (every secret, reset, faults) to the network: create the mock with a controlToken (--control-token)`,
      ),
    );
  }
  const refusedHost = hostCheck(host, options.allowedHosts);
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        hostname: host,
        port: options.port ?? 4010,
        serverOptions: { maxHeaderSize: MAX_HEADER_BYTES },
        fetch: async (request: Request, env: unknown) => {
          // Before any handler: a request naming a foreign host is a DNS-rebinding page (G-55).
          const refused = refusedHost((env as HttpBindings).incoming.headers.host, request.url);
          if (refused) return new Response(refused.body, refused);
          rememberRawHeaders(request, (env as HttpBindings).incoming.rawHeaders);
          try {
            return await mock.fetch(request);
          } catch (error) {
            (env as HttpBindings).incoming.socket.destroy();
            throw error;
          }
        },
      },
      (info: AddressInfo) => {
        const origin = `http://${host.includes(':') ? `[${host}]` : host}:${info.port}`;
        // Everything the mock hands out from now on names the address it serves (G-27).
        mock.setOrigin(origin);
        resolve({
          origin,
          port: info.port,
          close: () =>
            new Promise<void>((done) => {
              server.close(() => done());
              (server as { closeAllConnections?: () => void }).closeAllConnections?.();
            }),
        });
      },
    );
    server.once('error', reject);
    // Requests Node refuses itself (headers too large, malformed) still get the face's envelope (G-19).
    server.on('clientError', answerClientError);
    // Node hands CONNECT to this event, never to the handler, and drops the socket when no one listens.
    server.on('connect', answerConnect);
  });
}
