import * as OPS from '@card-issuance/contracts/style-b';
import type { components } from '@card-issuance/contracts/style-b-types';
import type { Binder } from '@card-issuance/sdk-core';
import type { TokenSet } from './token-set';

type AuthorizationCode = components['schemas']['AuthorizationCode'];
type AccessToken = components['schemas']['AccessToken'];

/**
 * The two-step authorization of part 5: `GET /v1/oauth/authorize` for a code (retried like any GET), then
 * `POST /v1/oauth/access-token` (not retried: the code is single use).
 *
 * @example
 * const tokens = await authorize(binder, { clientId, clientSecret }, Date.now);
 */
export async function authorize(
  binder: Binder,
  credentials: { clientId: string; clientSecret: string },
  now: () => number,
): Promise<TokenSet> {
  const { clientId, clientSecret } = credentials;
  const grant = await binder.send<AuthorizationCode>(OPS.getAuthorizationCode, { query: { clientId } });
  const data = await binder.send<AccessToken>(OPS.createAccessToken, {
    body: { clientId, clientSecret, code: grant.code },
  });
  return {
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
    expiresAt: now() + data.expiresIn * 1000,
  };
}
