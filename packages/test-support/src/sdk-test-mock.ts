import { createClock, createMock, type Mock, type MockOptions } from '@card-issuance/mock-server';
import { behindPrism } from './contract/behind-prism';
import { contractTarget } from './contract/contract-fetch';

// What both SDKs' suites stand on: the mock at its default origin, on a frozen clock, and its control API.
export const T0 = Date.parse('2026-01-01T00:00:00Z');
export const MOCK_ORIGIN = 'http://127.0.0.1:4010';
export const CONTROL = `${MOCK_ORIGIN}/_mock`;

/** True in an SDK's `-contract` project, where Prism's validating proxies stand between its suites and the mock. */
export const THROUGH_PRISM = contractTarget() !== undefined;

/**
 * A mock on a frozen clock. In an SDK's `-contract` project it is also served over HTTP behind Prism for
 * this file, and its `fetch` goes through the proxy of `style` (call it at a file's top level).
 *
 * @example
 * const mock = frozenMockFor('b');
 */
export function frozenMockFor(style: 'a' | 'b', options: MockOptions = {}): Mock {
  const mock = createMock({ clock: createClock({ frozenAt: T0 }), ...options });
  return THROUGH_PRISM ? behindPrism(mock, style) : mock;
}

type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

/** A request as the control API's log lists it. */
export interface LoggedRequest {
  id: string;
  method: string;
  path: string;
  status: number | null;
}

/**
 * The control API calls both SDKs' suites make, through any fetch; `call` is there for a style's own.
 * With `throwOnError`, an answer other than 2xx throws with its status and body.
 *
 * @example
 * const ctl = controlCalls((input, init) => mock.fetch(input, init));
 * await ctl.advance(2_000);
 */
export function controlCalls(fetch: Fetch, controlUrl = CONTROL, { throwOnError = false } = {}) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${controlUrl}${path}`, {
      method,
      ...(body === undefined
        ? {}
        : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
    });
    if (throwOnError && !response.ok) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as { data: unknown };
  };
  return {
    call,
    advance: (ms: number) => call('POST', '/clock/advance', { ms }),
    fault: (body: unknown) => call('POST', '/faults', body),
    requests: async () =>
      ((await call('GET', '/requests?limit=500')) as { data: { items: LoggedRequest[] } }).data.items,
  };
}
