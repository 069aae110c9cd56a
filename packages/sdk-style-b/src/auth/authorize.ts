import type { ClientContext } from '../core/client-context';
import { invoke } from '../core/invoke';
import type { components } from '../generated/style-b';
import type { TokenSet } from './token-set';

type AuthorizationCode = components['schemas']['AuthorizationCode'];
type AccessToken = components['schemas']['AccessToken'];

/**
 * The two-step authorization of part 5: `GET /v1/oauth/authorize` for a code (retried like any GET), then
 * `POST /v1/oauth/access-token` (not retried: the code is single use).
 *
 * @example
 * const tokens = await authorize(ctx, { clientId, clientSecret }, Date.now);
 */
export async function authorize(
  ctx: ClientContext,
  credentials: { clientId: string; clientSecret: string },
  now: () => number,
): Promise<TokenSet> {
  const { clientId, clientSecret } = credentials;
  const { data: grant } = await invoke<AuthorizationCode>(
    ctx,
    { method: 'GET', path: '/v1/oauth/authorize', anonymous: true },
    { clientId },
  );
  const { data } = await invoke<AccessToken>(
    ctx,
    { method: 'POST', path: '/v1/oauth/access-token', anonymous: true },
    { clientId, clientSecret, code: grant.code },
  );
  return {
    accessToken: data.accessToken,
    refreshToken: data.refreshToken,
    expiresAt: now() + data.expiresIn * 1000,
  };
}
