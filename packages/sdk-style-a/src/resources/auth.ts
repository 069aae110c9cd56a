import * as OPS from '@card-issuance/contracts/style-a';
import type {
  SchemaInviteAcceptRequest,
  SchemaJwks,
  SchemaLoginRequest,
} from '@card-issuance/contracts/style-a-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';
import type { DataOf } from '../core/operation-types';

/** A dashboard user's token. @example const { access_token }: LoginResult = await client.auth.login({ email, password }); */
export interface LoginResult extends DataOf<'login'> {}
/** What accepting an invitation answers. @example const result: AcceptInviteResult = await client.auth.acceptInvite(token, params); */
export interface AcceptInviteResult extends DataOf<'acceptInvite'> {}
/** The public keys of the ES256 tokens. @example const { keys }: Jwks = await client.auth.getJwks(); */
export interface Jwks extends SchemaJwks {}
/** Body of `auth.login`. @example const params: LoginParams = { email, password }; */
export interface LoginParams extends SchemaLoginRequest {}
/** Body of `auth.acceptInvite`. @example const params: AcceptInviteParams = { password }; */
export interface AcceptInviteParams extends SchemaInviteAcceptRequest {}

/**
 * Tokens: the client's own (client credentials, cached), dashboard sign-in, invitations and the key set
 * that verifies tokens.
 *
 * @example
 * const token = await client.auth.getAccessToken();
 */
export interface AuthResource {
  /**
   * A valid access token of the client's API key (cached, shared by concurrent callers).
   *
   * @example
   * const token = await client.auth.getAccessToken(AbortSignal.timeout(5_000));
   */
  getAccessToken(signal?: AbortSignal): Promise<string>;
  /**
   * `POST /v1/auth/login`: a dashboard user's token (not the client's).
   *
   * @example
   * const { access_token } = await client.auth.login({ email, password });
   */
  login(params: LoginParams, options?: CallOptions): ApiPromise<LoginResult>;
  /**
   * `POST /v1/invites/{token}/accept`.
   *
   * @example
   * const result = await client.auth.acceptInvite(inviteToken, { password });
   */
  acceptInvite(
    token: string,
    params: AcceptInviteParams,
    options?: CallOptions,
  ): ApiPromise<AcceptInviteResult>;
  /**
   * `GET /.well-known/jwks.json`: the public keys of the ES256 tokens.
   *
   * @example
   * const { keys } = await client.auth.getJwks();
   */
  getJwks(params?: undefined, options?: CallOptions): ApiPromise<Jwks>;
}

/**
 * Creates {@link AuthResource} for a client.
 *
 * @example
 * const auth = createAuthResource(binder, (signal) => tokens.get(signal));
 */
export function createAuthResource(
  binder: Binder,
  getAccessToken: (signal?: AbortSignal) => Promise<string>,
): AuthResource {
  return {
    getAccessToken,
    login: binder.bind(OPS.login),
    acceptInvite: binder.bind(OPS.acceptInvite),
    getJwks: binder.bind(OPS.getJwks),
  };
}
