import { createClock, createMock, type Mock, type MockOptions } from '../../../mock-server/src';
import { behindPrism } from '../../../mock-server/test/contract/behind-prism';
import { contractTarget } from '../../../mock-server/test/contract/contract-fetch';
import { createStyleBClient, type StyleBClientOptions } from '../../src';

export const T0 = Date.parse('2026-01-01T00:00:00Z');
export const MOCK_ORIGIN = 'http://127.0.0.1:4010';
export const STYLE_B = `${MOCK_ORIGIN}/style-b`;
export const CONTROL = `${MOCK_ORIGIN}/_mock`;
/** Retry delays kept tiny so no test waits. */
export const FAST_RETRY = { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 20 };

/** True in `sdk-style-b-contract`, where Prism's validating proxies stand between the suites and the mock. */
export const THROUGH_PRISM = contractTarget() !== undefined;

/**
 * A mock on a frozen clock. In `sdk-style-b-contract` it is also served over HTTP behind Prism for this
 * file, and its `fetch` goes through the proxies (call it at a file's top level).
 */
export function frozenMock(options: MockOptions = {}): Mock {
  const mock = createMock({ clock: createClock({ frozenAt: T0 }), ...options });
  return THROUGH_PRISM ? behindPrism(mock, 'b') : mock;
}

/** A client on `mock.fetch` with the seeded credentials and fast retries. */
export function clientFor(mock: Mock, options: Partial<StyleBClientOptions> = {}) {
  const { clientId, clientSecret } = mock.seeded.styleB;
  return createStyleBClient({
    baseUrl: STYLE_B,
    clientId,
    clientSecret,
    fetch: mock.fetch,
    retry: FAST_RETRY,
    ...options,
  });
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** The control API, through any fetch. */
export function control(fetch: Fetch, controlUrl = CONTROL) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${controlUrl}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    return (await response.json()) as { data: unknown };
  };
  return {
    advance: (ms: number) => call('POST', '/clock/advance', { ms }),
    fault: (body: unknown) => call('POST', '/faults', body),
    requests: async () =>
      (
        (await call('GET', '/requests?limit=500')) as {
          data: { items: Array<{ id: string; method: string; path: string; status: number | null }> };
        }
      ).data.items,
  };
}
