import type { MiddlewareHandler } from 'hono';
import { uuid } from '../domain';
import { isJsonAnswer } from './json-response';

/** Context variables every request carries. */
export interface RequestIdVariables {
  requestId: string;
}

/**
 * Gives every request a UUID and puts it on every response as `request-id`, successes and errors alike
 * (DECISIONS.md G-3).
 *
 * @example
 * app.use('*', requestId());
 */
export function requestId(): MiddlewareHandler<{ Variables: RequestIdVariables }> {
  return async (c, next) => {
    const id = uuid();
    c.set('requestId', id);
    await next();
    // An idempotent replay already carries the original request's id (DECISIONS.md G-8).
    // A JSON answer carries it from the start (reading its headers here would cost every answer a list).
    if (isJsonAnswer(c.res)) return;
    if (!c.res.headers.has('request-id')) c.res.headers.set('request-id', id);
  };
}
