import type { CachedToken } from '@card-issuance/sdk-core';

/**
 * The tokens of one authorization (part 5): `accessToken` for `x-access-token`, `refreshToken` kept for
 * the future refresh endpoint (B-17), and when the access token stops being used (epoch ms).
 *
 * @example
 * const tokens: TokenSet = { accessToken, refreshToken, expiresAt: Date.now() + 86_400_000 };
 */
export interface TokenSet extends CachedToken {
  refreshToken: string;
}
