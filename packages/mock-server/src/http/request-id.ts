import type { Context, MiddlewareHandler } from 'hono';
import { uuid } from '../domain';
import { isJsonAnswer } from './answer-tag';

/** Context variables every request carries. */
export interface RequestIdVariables {
  requestId: string;
}

/**
 * The request's UUID, made the first time it is asked for (DECISIONS.md G-3): every JSON answer asks, so a
 * face needs no middleware around its operations, and Hono calls a route's one handler directly.
 *
 * @example
 * const id = requestIdFor(c);
 */
export function requestIdFor(c: Context): string {
  let id = c.get('requestId') as string | undefined;
  if (id === undefined) {
    id = uuid();
    c.set('requestId', id);
  }
  return id;
}

/**
 * Puts the request's id on an answer `jsonResponse` did not make (a page, a script, an OAuth answer), unless
 * it names one already (an idempotent replay keeps the original request's, G-8).
 *
 * @example
 * return stampRequestId(c, c.json(token));
 */
export function stampRequestId(c: Context, response: Response): Response {
  if (!isJsonAnswer(response) && !response.headers.has('request-id')) {
    response.headers.set('request-id', requestIdFor(c));
  }
  return response;
}

/**
 * Gives the routes outside the operations (pages, scripts) a UUID on their answer as `request-id`,
 * successes and errors alike (DECISIONS.md G-3); the operations and the face's failures get theirs from
 * `jsonResponse`.
 *
 * @example
 * app.get('/widget', requestId(), (c) => cardDetailsResponse(c, ctx));
 */
export function requestId(): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    requestIdFor(c);
    await next();
    stampRequestId(c, c.res);
  };
}
