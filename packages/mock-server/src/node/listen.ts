import type { AddressInfo } from 'node:net';
import { type HttpBindings, serve } from '@hono/node-server';
import type { Mock } from '../app';

export interface ListenOptions {
  /** 0 picks any free port. Default 4010. */
  port?: number;
  /** Default 127.0.0.1: the mock is for local development and tests only. */
  host?: string;
}

/** A mock listening on a port. */
export interface ListeningMock {
  /** `http://host:port`, the origin to give {@link Mock.config}. */
  origin: string;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves a mock over HTTP with @hono/node-server. An injected network error drops the socket, as a real
 * network failure would.
 *
 * @example
 * const mock = createMock();
 * const server = await listen(mock, { port: 0 });
 * console.log(mock.config(server.origin).styleB.baseUrl);
 */
export function listen(mock: Mock, options: ListenOptions = {}): Promise<ListeningMock> {
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    const server = serve(
      {
        hostname: host,
        port: options.port ?? 4010,
        fetch: async (request: Request, env: unknown) => {
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
  });
}
