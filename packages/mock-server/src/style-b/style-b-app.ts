import { Hono } from 'hono';
import { type DomainContext, DomainError, type Environment, type OAuthClient } from '../domain';
import { answerFailures, bindOperations, matchCachingRouter } from '../http';
import { failure } from './envelope';
import { STYLE_B_FALLBACKS, styleBFailure } from './error-codes';
import { type StyleBHandlers, styleBBinding } from './style-b-binding';
import { widgetPage } from './widget-page';

/** What the Style B face needs from the rest of the mock. */
export interface StyleBDependencies {
  ctx: DomainContext;
  /** The OAuth client behind a clientId, in any environment. */
  findClient(clientId: string): OAuthClient | undefined;
  /**
   * The base URL of this environment's face in its sandbox (`…/sandboxes/{id}/style-b` for a sandbox made
   * with `POST /_mock/sandboxes`), read when needed: the base of every URL the operations hand out.
   */
  baseUrl(): string;
}

/** What the operations receive: `bind` registers the spec's operations from their handlers. */
export interface StyleBOperationKit {
  app: Hono;
  ctx: DomainContext;
  /** The OAuth client behind a clientId, in this environment (else 40199 or 40399). */
  clientFor(clientId: string): OAuthClient;
  /** This face's base URL in its sandbox now, for URLs the operations hand out. */
  baseUrl(): string;
  /** Binds every operation of specs/style-b.openapi.yaml from its handler (http/bind-operations.ts). */
  bind(handlers: StyleBHandlers): void;
}

/** Adds the operations. */
export type StyleBOperations = (kit: StyleBOperationKit) => void;

/**
 * The Style B face for one environment (mounted at `/style-b` for the sandbox and `/style-b-production`):
 * the operations (OAuth included) with the `x-access-token` check, and Style B's envelope for every outcome.
 *
 * @example
 * const sandbox = createStyleBApp(deps, 'sandbox', '/style-b');
 * const response = await sandbox.fetch(request);
 */
export function createStyleBApp(
  deps: StyleBDependencies,
  environment: Environment,
  basePath: string,
  registerOperations?: StyleBOperations,
) {
  const { ctx } = deps;
  // A top-level app per mount: Hono only honours notFound/onError of the app that receives the request.
  const app = new Hono({ router: matchCachingRouter() }).basePath(basePath);

  function clientFor(clientId: string): OAuthClient {
    const client = deps.findClient(clientId);
    if (!client) throw new DomainError('unauthorized', 'clientId is unknown', { field: 'clientId' });
    if (client.environment !== environment) {
      throw new DomainError(
        'forbidden',
        `clientId belongs to the ${client.environment} environment, not ${environment}`,
        {
          field: 'clientId',
        },
      );
    }
    return client;
  }

  widgetPage(app, ctx);
  const binding = styleBBinding(ctx, environment);
  registerOperations?.({
    app,
    ctx,
    clientFor,
    baseUrl: deps.baseUrl,
    bind: (handlers) => bindOperations(app, binding, handlers),
  });

  answerFailures(app, failure, styleBFailure, STYLE_B_FALLBACKS);

  return app;
}
