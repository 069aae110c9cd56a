import { zCreateAccessTokenBody, zGetAuthorizationCodeQuery } from '@card-issuance/contracts/style-b-zod';
import { type Context, Hono } from 'hono';
import {
  authorize,
  type DomainContext,
  DomainError,
  type Environment,
  exchangeCode,
  isDomainError,
  type OAuthClient,
  type ProgramScope,
  verifyAccessToken,
} from '../domain';
import { requestId } from '../http';
import { failure, success } from './envelope';
import { styleBFailure } from './error-codes';
import { styleBRequest } from './request-input';
import { widgetPage } from './widget-page';

/** What the Style B face needs from the rest of the mock. */
export interface StyleBDependencies {
  ctx: DomainContext;
  /** The OAuth client behind a clientId, in any environment. */
  findClient(clientId: string): OAuthClient | undefined;
}

/** Adds the protected operations; each handler calls `authenticate(c)` first. */
export type StyleBOperations = (app: Hono, authenticate: (c: Context) => ProgramScope) => void;

const OTHER: Record<Environment, string> = { sandbox: 'production', production: 'sandbox' };

/**
 * The Style B face for one environment (mounted at `/style-b` for the sandbox and `/style-b-production`):
 * OAuth, the `x-access-token` check, the operations, and Style B's envelope for every outcome.
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
  const app = new Hono().basePath(basePath);
  app.use('*', requestId());

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

  app.get('/v1/oauth/authorize', async (c) => {
    const { clientId } = await styleBRequest(c, { query: zGetAuthorizationCodeQuery });
    return success(c, authorize(ctx, clientFor(clientId)));
  });

  app.post('/v1/oauth/access-token', async (c) => {
    const { clientId, clientSecret, code } = await styleBRequest(c, { body: zCreateAccessTokenBody });
    return success(c, exchangeCode(ctx, clientFor(clientId), { clientSecret, code }));
  });

  /**
   * The caller's scope from `x-access-token` (part 5, points 3 and 6). Each protected handler calls it first,
   * so an unknown endpoint answers 40499 whatever the token.
   */
  function authenticate(c: Context): ProgramScope {
    const grant = verifyAccessToken(ctx, c.req.header('x-access-token'));
    if (grant.environment !== environment) {
      throw new DomainError('forbidden', `x-access-token belongs to the ${OTHER[environment]} environment`, {
        field: 'x-access-token',
      });
    }
    return { programId: grant.programId, environment };
  }

  widgetPage(app, ctx);
  registerOperations?.(app, authenticate);

  app.notFound((c) =>
    failure(c, 404, '40499', `endpoint not found: ${c.req.method} ${new URL(c.req.url).pathname}`),
  );

  app.onError((error, c) => {
    if (isDomainError(error)) {
      const { status, code } = styleBFailure(error);
      return failure(c, status, code, error.message);
    }
    console.error('style B request failed', error);
    return failure(c, 500, '50000', 'internal error; retry with the same Idempotency-Key');
  });

  return app;
}
