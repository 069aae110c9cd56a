import * as OPS from '@card-issuance/contracts/style-b';
import type { components } from '@card-issuance/contracts/style-b-types';
import type { Runner } from '@card-issuance/sdk-core';
import { invoke } from '../core/invoke';
import type { TokenSet } from './token-set';

type AuthorizationCode = components['schemas']['AuthorizationCode'];
type AccessToken = components['schemas']['AccessToken'];

/**
 * The two-step authorization of part 5: `GET /v1/oauth/authorize` for a code (retried like any GET), then
 * `POST /v1/oauth/access-token` (not retried: the code is single use).
 *
 * @example
 * const tokens = await authorize(run, { clientId, clientSecret }, Date.now);
 */
export async function authorize(
  run: Runner,
  credentials: { clientId: string; clientSecret: string },
  now: () => number,
): Promise<TokenSet> {
  const { clientId, clientSecret } = credentials;
  const ctx = { run };
  const grant = await invoke<AuthorizationCode>(ctx, OPS.getAuthorizationCode, { query: { clientId } });
  const data = await invoke<AccessToken>(ctx, OPS.createAccessToken, {
    body: { clientId, clientSecret, code: grant.code },
  });
  return {
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
    expiresAt: now() + data.expiresIn * 1000,
  };
}
