import type { MockConfig } from '@card-issuance/mock-server';
import { listen } from '@card-issuance/mock-server/node';
import { contractFetch, contractTarget } from '@card-issuance/test-support/contract';
import { frozenMock } from './setup';

type Fetch = (input: string | Request, init?: RequestInit) => Promise<Response>;

/** Where a real-HTTP suite sends its traffic, and with which fetch. */
export interface HttpTarget {
  config: MockConfig;
  fetch: Fetch;
  close(): Promise<void>;
}

/**
 * In the contract project, the mock behind Prism (`inject('contract')`, every answer checked by
 * `contractFetch`); otherwise a frozen mock of its own, listening on a free port.
 *
 * @example
 * const target = await httpTarget();
 * const client = createStyleBClient({ baseUrl: target.config.styleB.baseUrl, fetch: target.fetch, ... });
 */
export async function httpTarget(): Promise<HttpTarget> {
  const contract = contractTarget();
  if (contract) return { config: contract, fetch: contractFetch, close: async () => {} };
  const mock = frozenMock();
  const server = await listen(mock, { port: 0 });
  return {
    config: mock.config(server.origin),
    fetch: (input, init) => fetch(input, init),
    close: async () => {
      await server.close();
      mock.close();
    },
  };
}
