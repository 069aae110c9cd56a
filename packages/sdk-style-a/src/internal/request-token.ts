import * as OPS from '@card-issuance/contracts/style-a';
import type { Binder, CachedToken } from '@card-issuance/sdk-core';
import type { DataOf } from '../core/operation-types';

/**
 * Client credentials (part 5): `POST /v1/oauth/token` with the API key's prefix and secret, for a bearer
 * token valid `expires_in` seconds. There is no refresh token: a new token is requested on expiry.
 *
 * @example
 * const token = await requestToken(binder, { clientId, clientSecret }, Date.now);
 */
export async function requestToken(
  binder: Binder,
  credentials: { clientId: string; clientSecret: string },
  now: () => number,
): Promise<CachedToken> {
  const token = await binder.send<DataOf<'createAccessToken'>>(OPS.createAccessToken, {
    body: { client_id: credentials.clientId, client_secret: credentials.clientSecret },
  });
  return { accessToken: token.access_token, expiresAt: now() + token.expires_in * 1000 };
}
