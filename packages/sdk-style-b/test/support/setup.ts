import type { Mock, MockOptions } from '@card-issuance/mock-server';
import * as kit from '@card-issuance/test-support';
import { FAST_RETRY } from '@card-issuance/test-support/sdk';
import { createStyleBClient, type StyleBClientOptions } from '../../src';

export { CONTROL, MOCK_ORIGIN, T0, THROUGH_PRISM } from '@card-issuance/test-support';
export { FAST_RETRY } from '@card-issuance/test-support/sdk';
export const STYLE_B = `${kit.MOCK_ORIGIN}/style-b`;

/**
 * A mock on a frozen clock. In `sdk-style-b-contract` it is also served over HTTP behind Prism for this
 * file, and its `fetch` goes through the proxies (call it at a file's top level).
 */
export function frozenMock(options: MockOptions = {}): Mock {
  return kit.frozenMockFor('b', options);
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
export function control(fetch: Fetch, controlUrl = kit.CONTROL) {
  const { advance, fault, requests } = kit.controlCalls(fetch, controlUrl);
  return { advance, fault, requests };
}
