import { http } from 'msw';
import type { Mock } from '../app';
import { BASE_PATHS } from '../http/style-of-path';

export interface MockHandlersOptions {
  /** Where your code calls Style A. Default: the mock's own `http://127.0.0.1:4010/style-a`. */
  styleABaseUrl?: string;
  /** Where your code calls the Style B sandbox. Default `http://127.0.0.1:4010/style-b`. */
  styleBBaseUrl?: string;
  /** Where your code calls Style B production. Default `http://127.0.0.1:4010/style-b-production`. */
  styleBProductionBaseUrl?: string;
  /** Where your tests call the control API. Default `http://127.0.0.1:4010/_mock`. */
  controlUrl?: string;
}

const trim = (url: string) => url.replace(/\/+$/, '');

/**
 * MSW request handlers that answer from the mock, for `setupServer` (Node) and `setupWorker` (browsers),
 * msw 2.10+ and 3. Requests to each base URL are served by the matching face of the mock, whatever host
 * your code uses, so production-like URLs work unchanged. An injected network error becomes
 * `Response.error()`, which msw turns into a failed fetch.
 *
 * @example
 * import { setupServer } from 'msw/node';
 * const mock = createMock();
 * const server = setupServer(...createMockHandlers(mock, { styleBBaseUrl: 'https://sandbox.example.test/api' }));
 * server.listen();
 */
export function createMockHandlers(mock: Mock, options: MockHandlersOptions = {}) {
  const defaults = mock.config();
  const internal = new URL(defaults.controlUrl).origin;
  // msw tries its handlers in order, matching each one's URL pattern: the busiest faces come first.
  const routes: Array<[string, string]> = [
    [trim(options.styleBBaseUrl ?? defaults.styleB.baseUrl), BASE_PATHS.b],
    [trim(options.styleABaseUrl ?? defaults.styleA.baseUrl), BASE_PATHS.a],
    [trim(options.styleBProductionBaseUrl ?? defaults.styleB.productionBaseUrl), BASE_PATHS['b-production']],
    [trim(options.controlUrl ?? defaults.controlUrl), BASE_PATHS.control],
    // Sandboxes made with POST /_mock/sandboxes hand out URLs below the mock's own origin (G-78).
    [`${internal}/sandboxes`, '/sandboxes'],
  ];
  return routes.map(([base, path]) => {
    // Worked out once per route, not per request.
    const basePath = trim(new URL(base).pathname);
    const samePlace = `${internal}${path}` === base;
    return http.all(`${base}/*`, async ({ request }) => {
      try {
        // Called where the mock serves it (the default base URLs): the request goes in as it is, without
        // a second Request built from it (about half of what this handler cost under msw 2, profiled in
        // bench/README.md).
        if (samePlace) return await mock.fetch(request);
        const url = new URL(request.url);
        const target = `${internal}${path}${url.pathname.slice(basePath.length)}${url.search}`;
        const body =
          request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
        return await mock.fetch(target, {
          method: request.method,
          headers: request.headers,
          body: body ?? null,
          signal: request.signal,
        });
      } catch (error) {
        if (error instanceof TypeError) return Response.error();
        throw error;
      }
    });
  });
}
