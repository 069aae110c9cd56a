import type { Mock } from '../../app';
import { call } from '../../app/test-helpers';

/** A test client bound to one mock and one access token. */
export interface StyleBTestClient {
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
    get: (path) => call(mock, 'GET', `${base}${path}`, undefined, auth),
    send: (method, path, body, headers = {}) =>
      call(mock, method, `${base}${path}`, body, { ...auth, ...headers }),
  };
}

/**
 * Registers a sub-account, passes KYC (advancing the frozen clock past the decision delay) and initializes
 * it; answers its ids.
 *
 * @example
 * const { accountId, walletId } = await onboardedAccount(mock, b, 'ann@example.com');
 */
export async function onboardedAccount(
  mock: Mock,
  b: StyleBTestClient,
  email: string,
): Promise<{ accountId: string; walletId: string }> {
  const registered = await b.send('POST', '/v1/accounts/register', {
    name: 'Ann Lee',
    email,
    parentAccountId: mock.seeded.styleB.parentAccountId,
  });
  const accountId = (registered.body.data as { accountId: string }).accountId;
  await b.send('POST', `/v1/accounts/${accountId}/kyc`, {
    sourceType: 'veritas',
    veritasShareToken: `tok-${email}`,
  });
  mock.clock.advance(2_000);
  const init = await b.send('POST', `/v1/accounts/${accountId}/init`, {});
  return { accountId, walletId: (init.body.data as { walletId: string }).walletId };
}
