import * as OPS from '@card-issuance/contracts/style-a';
import type { ApiPromise, CallOptions } from '@card-issuance/sdk-core';
import { type ByIdWithBody, byIdWithBody, type WithBody, withBody } from '../core/bind';
import type { ClientContext } from '../core/client-context';
import { invoke } from '../core/invoke';
import type { DataOf } from '../core/operation-types';

/**
 * Tokens: the client's own (client credentials, cached), dashboard sign-in, invitations and the key set
 * that verifies tokens.
 *
 * @example
 * const token = await client.auth.getAccessToken();
 */
export interface AuthResource {
  /** A valid access token of the client's API key (cached, shared by concurrent callers). */
  getAccessToken(signal?: AbortSignal): Promise<string>;
  /** `POST /v1/auth/login`: a dashboard user's token (not the client's). */
  login: WithBody<'login'>;
  /** `POST /v1/invites/{token}/accept`. */
  acceptInvite: ByIdWithBody<'acceptInvite'>;
  /** `GET /.well-known/jwks.json`: the public keys of the ES256 tokens. */
  getJwks(options?: CallOptions): ApiPromise<DataOf<'getJwks'>>;
}

/**
 * Creates {@link AuthResource} for a client.
 *
 * @example
 * const auth = createAuthResource(ctx, (signal) => tokens.get(signal));
 */
export function createAuthResource(
  ctx: ClientContext,
  getAccessToken: (signal?: AbortSignal) => Promise<string>,
): AuthResource {
  return {
    getAccessToken,
    login: withBody(ctx, OPS.login),
    acceptInvite: byIdWithBody(ctx, OPS.acceptInvite),
    getJwks: (options) => invoke(ctx, OPS.getJwks, {}, options),
  };
}
