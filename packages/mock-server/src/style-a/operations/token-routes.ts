import type { Context } from 'hono';
import {
  type ApiKeyRecord,
  acceptInvite,
  checkClientCredentials,
  login,
  requireOpenInvite,
} from '../../domain/organizations';
import type { StyleAOperationKit } from '../style-a-app';
import type { StyleAHandlers } from '../style-a-binding';
import { tokenRequestBody } from '../token-request-body';
import { TOKEN_TTL_SECONDS } from '../token-signer';

/**
 * The operations called without a token: the client-credentials grant, from JSON or the OAuth
 * form encoding (G-65), dashboard sign-in and invite acceptance, all answering the unwrapped OAuth shape,
 * and the JWKS.
 *
 * @example
 * kit.bind({ ...tokenHandlers(kit), ...otherHandlers });
 */
export function tokenHandlers({ ctx, signer }: StyleAOperationKit) {
  const tokenResponse = async (c: Context, key: ApiKeyRecord) =>
    c.json({
      access_token: await signer.issue(key),
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS,
      role: key.role,
    });
  return {
    // A missing or non-string field is INVALID_REQUEST naming it (the spec's x-error-codes); only
    // well-formed credentials that do not match are INVALID_CLIENT.
    createAccessToken: {
      body: tokenRequestBody,
      handle: ({ client_id, client_secret }, { c }) =>
        tokenResponse(c, checkClientCredentials(ctx, client_id, client_secret)),
    },
    login: (input, { c }) => tokenResponse(c, login(ctx, input)),
    // The body must be JSON (400), then the link must still work (404, 410), then the password (400
    // WEAK_PASSWORD under 12 characters).
    acceptInvite: {
      locate: {
        run: async ({ token }: { token: string }, call) => {
          await call.body();
          requireOpenInvite(ctx, token);
        },
      },
      handle: ({ token, password }, { c }) => tokenResponse(c, acceptInvite(ctx, { token, password })),
    },
    getJwks: async (_input, { c }) => c.json(await signer.jwks()),
  } satisfies Partial<StyleAHandlers>;
}
