import {
  zAcceptInviteBody,
  zAcceptInvitePath,
  zCreateAccessTokenBody,
  zLoginBody,
} from '@card-issuance/contracts/style-a-zod';
import { type Context, Hono } from 'hono';
import { type DomainContext, isDomainError } from '../domain';
import {
  type ApiKeyRecord,
  acceptInvite,
  type Caller,
  checkClientCredentials,
  login,
  requireOpenInvite,
} from '../domain/tenants';
import { readJsonBody, requestId } from '../http';
import { bearerAuth } from './bearer-auth';
import { failure } from './envelope';
import { mapDomainError } from './error-codes';
import { styleAInput, styleARequest } from './request-input';
import { tokenRequestBody } from './token-request-body';
import { createTokenSigner, TOKEN_TTL_SECONDS } from './token-signer';

/** What the Style A face needs from the rest of the mock. */
export interface StyleADependencies {
  ctx: DomainContext;
  /**
   * The Style A base URL, read when needed so it follows the address served: the `iss` claim of every
   * token and the base of every URL the operations hand out.
   */
  baseUrl(): string;
}

/** What every resource's routes receive; each protected handler awaits `authenticate(c)` first. */
export interface StyleAOperationKit {
  app: Hono;
  ctx: DomainContext;
  /** The Style A base URL now (the token issuer), for URLs the operations hand out. */
  baseUrl(): string;
  authenticate(c: Context): Promise<Caller>;
}

/** Adds the protected operations. */
export type StyleAOperations = (kit: StyleAOperationKit) => void;

/**
 * The Style A face (mounted at `/style-a`): client-credentials tokens signed ES256 with a key pair that
 * lives in this closure, the JWKS, bearer authentication, the operations, and Style A's envelope for every
 * outcome.
 *
 * @example
 * const styleA = createStyleAApp({ ctx, baseUrl: () => 'http://127.0.0.1:4010/style-a' }, '/style-a', styleAOperations);
 * const response = await styleA.fetch(request);
 */
export function createStyleAApp(
  deps: StyleADependencies,
  basePath: string,
  registerOperations?: StyleAOperations,
) {
  const { ctx } = deps;
  const signer = createTokenSigner({ issuer: deps.baseUrl, clock: ctx.clock });
  // A top-level app per mount: Hono only honours notFound/onError of the app that receives the request.
  const app = new Hono().basePath(basePath);
  app.use('*', requestId());

  // Unwrapped OAuth shape, from JSON or the standard form encoding (G-65). A missing or non-string field is INVALID_REQUEST naming it (the spec's
  // x-error-codes); only well-formed credentials that do not match are INVALID_CLIENT.
  app.post('/v1/oauth/token', async (c) => {
    const body = await tokenRequestBody(c);
    const { client_id, client_secret } = styleAInput(c, { body: zCreateAccessTokenBody }, body);
    const key = checkClientCredentials(ctx, client_id, client_secret);
    return c.json({
      access_token: await signer.issue(key),
      token_type: 'Bearer',
      expires_in: TOKEN_TTL_SECONDS,
      role: key.role,
    });
  });

  // Dashboard sign-in and onboarding answer the same token shape as the client-credentials grant.
  const tokenResponse = async (key: ApiKeyRecord) => ({
    access_token: await signer.issue(key),
    token_type: 'Bearer',
    expires_in: TOKEN_TTL_SECONDS,
    role: key.role,
  });
  app.post('/v1/auth/login', async (c) => {
    const key = login(ctx, await styleARequest(c, { body: zLoginBody }));
    return c.json(await tokenResponse(key));
  });
  // The body must be JSON (400), then the link must still work (404, 410), then the password (400
  // WEAK_PASSWORD under 12 characters).
  app.post('/v1/invites/:token/accept', async (c) => {
    const body = await readJsonBody(c);
    const { token } = styleAInput(c, { path: zAcceptInvitePath }, body);
    requireOpenInvite(ctx, token);
    const { password } = styleAInput(c, { body: zAcceptInviteBody }, body);
    return c.json(await tokenResponse(acceptInvite(ctx, { token, password })));
  });

  app.get('/.well-known/jwks.json', async (c) => c.json(await signer.jwks()));

  registerOperations?.({ app, ctx, baseUrl: deps.baseUrl, authenticate: bearerAuth(ctx, signer) });

  app.notFound((c) =>
    failure(c, 404, 'NOT_FOUND', `endpoint not found: ${c.req.method} ${new URL(c.req.url).pathname}`),
  );

  app.onError((error, c) => {
    if (isDomainError(error)) {
      const { status, code } = mapDomainError(error);
      return failure(c, status, code, error.message);
    }
    console.error('style A request failed', error);
    return failure(c, 500, 'INTERNAL_ERROR', 'internal error; retry later');
  });

  return app;
}
