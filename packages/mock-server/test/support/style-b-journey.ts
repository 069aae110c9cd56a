import type { Mock } from '../../src/app';
import { styleBAccount } from '../../src/testing';
import { call } from './test-mock';

/** A test client bound to one mock and one access token. */
export interface StyleBTestClient {
  /** The access token it sends. */
  token: string;
  get(path: string): ReturnType<typeof call>;
  send(
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
  ): ReturnType<typeof call>;
}

/**
 * Calls Style B sandbox operations with a token.
 *
 * @example
 * const b = styleBClient(mock, token);
 * await b.get('/v1/card/bins?accountId=' + accountId);
 */
export function styleBClient(mock: Mock, token: string, base = '/style-b'): StyleBTestClient {
  const auth = { 'x-access-token': token };
  return {
    token,
    get: (path) => call(mock, 'GET', `${base}${path}`, undefined, auth),
    send: (method, path, body, headers = {}) =>
      call(mock, method, `${base}${path}`, body, { ...auth, ...headers }),
  };
}

/**
 * Registers a sub-account, passes KYC (advancing the clock past the decision delay) and initializes it,
 * through the shared journey of `@card-issuance/mock-server/testing`; answers its ids.
 *
 * @example
 * const { accountId, walletId } = await onboardedAccount(mock, b, 'ann@example.com');
 */
export async function onboardedAccount(
  mock: Mock,
  b: StyleBTestClient,
  email: string,
): Promise<{ accountId: string; walletId: string }> {
  const target = { fetch: mock.fetch, config: mock.config() };
  const { accountId, walletId } = await styleBAccount(target, { email, token: b.token });
  return { accountId, walletId };
}
