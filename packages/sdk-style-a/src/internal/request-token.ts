import * as OPS from '@card-issuance/contracts/style-a';
import { type CachedToken, createBinder, type Runner } from '@card-issuance/sdk-core';
import type { DataOf } from '../core/operation-types';
import { STYLE_A_POLICY } from './style-a-policy';

/**
 * Client credentials (part 5): `POST /v1/oauth/token` with the API key's prefix and secret, for a bearer
 * token valid `expires_in` seconds. There is no refresh token: a new token is requested on expiry.
 *
 * @example
 * const token = await requestToken(run, { clientId, clientSecret }, Date.now);
 */
export async function requestToken(
  run: Runner,
  credentials: { clientId: string; clientSecret: string },
  now: () => number,
): Promise<CachedToken> {
  const token = await createBinder(run, STYLE_A_POLICY).send<DataOf<'createAccessToken'>>(
    OPS.createAccessToken,
    {
      body: { client_id: credentials.clientId, client_secret: credentials.clientSecret },
    },
  );
  return { accessToken: token.access_token, expiresAt: now() + token.expires_in * 1000 };
}
