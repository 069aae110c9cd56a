import { type Context, Hono } from 'hono';
import type { DomainContext } from '../domain';
import type { Caller } from '../domain/organizations';
import { answerFailures, bindOperations, matchCachingRouter } from '../http';
import { bearerAuth } from './bearer-auth';
import { failure } from './envelope';
import { mapDomainError, STYLE_A_FALLBACKS } from './error-codes';
import { type StyleAHandlers, styleABinding } from './style-a-binding';
import { createTokenSigner, type TokenSigner } from './token-signer';

/** What the Style A face needs from the rest of the mock. */
export interface StyleADependencies {
  ctx: DomainContext;
  /**
   * The Style A base URL, read when needed so it follows the address served: the `iss` claim of every
   * token and the base of every URL the operations hand out.
   */
  baseUrl(): string;
}

/** What the operations receive: `bind` registers the spec's operations from their handlers. */
export interface StyleAOperationKit {
  app: Hono;
  ctx: DomainContext;
  /** The Style A base URL now (the token issuer), for URLs the operations hand out. */
  baseUrl(): string;
  authenticate(c: Context): Promise<Caller>;
  /** Signs the access tokens of the token, login and invite operations. */
  signer: TokenSigner;
  /** Binds every operation of specs/style-a.openapi.yaml from its handler (http/bind-operations.ts). */
  bind(handlers: StyleAHandlers): void;
}

/** Adds the operations, and the routes outside the spec (the widget, the hosted verification page). */
export type StyleAOperations = (kit: StyleAOperationKit) => void;

/**
 * The Style A face (mounted at `/style-a`): a token signer (ES256, its key pair lives in this closure),
 * bearer authentication, the operations, and Style A's envelope for every outcome.
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
  const app = new Hono({ router: matchCachingRouter() }).basePath(basePath);

  const authenticate = bearerAuth(ctx, signer);
  const binding = styleABinding(ctx, basePath, authenticate);
  registerOperations?.({
    app,
    ctx,
    baseUrl: deps.baseUrl,
    authenticate,
    signer,
    bind: (handlers) => bindOperations(app, binding, handlers),
  });

  answerFailures(app, failure, mapDomainError, STYLE_A_FALLBACKS);

  return app;
}
