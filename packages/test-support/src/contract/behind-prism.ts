import type { Mock } from '@card-issuance/mock-server';
import { afterAll, beforeAll } from 'vitest';
import { contractFetch } from './contract-fetch';
import { type PrismStack, serveThroughPrism } from './prism-stack';

/** Prism reads its spec for a second or more, and the two cores are shared with other suites. */
const START_TIMEOUT_MS = 60_000;

/**
 * For an in-process suite run by a contract project: serves `mock` over HTTP and starts Prism proxies in
 * front of it for this file (a `beforeAll`/`afterAll` pair, so call it at the top level of a test file),
 * and answers the same mock whose `fetch` sends the style's face and the control API through them with
 * {@link contractFetch}. URLs keep naming the in-process origin (`http://127.0.0.1:4010/style-b/...`); the
 * base path picks the proxy. Every other member (`reset`, `advance`, `seeded`, `ctx`, `idle`, `close`) is
 * the mock's own. The file fails if either proxy logged a violation.
 *
 * @example
 * const mock = behindPrism(createMock(), 'b');
 * it('lists', async () => {
 *   await mock.fetch('http://127.0.0.1:4010/_mock/config'); // through the control API's proxy
 * });
 */
export function behindPrism(mock: Mock, style: 'a' | 'b'): Mock {
  let stack: PrismStack | undefined;
  const faces = basePathsOf(mock, style);
  beforeAll(async () => {
    stack = await serveThroughPrism(mock, style);
  }, START_TIMEOUT_MS);
  afterAll(async () => {
    if (!stack) return;
    await stack.stop();
    const violations = stack.violations();
    if (violations.length > 0)
      throw new Error(`Prism logged ${violations.length} contract violation(s):\n${violations.join('\n')}`);
  });

  async function fetchThroughPrism(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
    if (!stack) throw new Error('the Prism proxies are not up: call the mock from tests and hooks only');
    const request = input instanceof Request && init === undefined ? input : new Request(input, init);
    const url = new URL(request.url);
    const found = proxiedFace(url.pathname, faces, stack);
    // The other faces have no proxy here: they stay in-process.
    if (!found) return mock.fetch(request);
    const bodyless = request.method === 'GET' || request.method === 'HEAD';
    return contractFetch(`${found.proxy}${found.path}${url.search}`, {
      method: request.method,
      headers: request.headers,
      signal: request.signal,
      ...(bodyless ? {} : { body: await request.arrayBuffer() }),
    });
  }
  return Object.create(mock, { fetch: { value: fetchThroughPrism, enumerable: true } }) as Mock;
}

/** The base paths of the two proxied faces, read from the mock's own config. */
function basePathsOf(mock: Mock, style: 'a' | 'b'): { style: string; control: string } {
  const config = mock.config();
  const styleUrl = style === 'a' ? config.styleA.baseUrl : config.styleB.baseUrl;
  return { style: new URL(styleUrl).pathname, control: new URL(config.controlUrl).pathname };
}

/** The proxy for `pathname` and the path below its face's base, or undefined for a face with no proxy. */
function proxiedFace(
  pathname: string,
  faces: { style: string; control: string },
  stack: PrismStack,
): { proxy: string; path: string } | undefined {
  for (const [base, proxy] of [
    [faces.style, stack.styleUrl],
    [faces.control, stack.controlUrl],
  ] as const) {
    // `/style-b-production/...` is not below `/style-b`: only the base itself or a path under `base/`.
    if (pathname === base || pathname.startsWith(`${base}/`))
      return { proxy, path: pathname.slice(base.length) || '/' };
  }
  return undefined;
}
