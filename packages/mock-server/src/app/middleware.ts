import type { RequestAddress } from './request-address';

/**
 * What answers a request on its way through the mock. `address` is the request's address, parsed once at
 * the edge (`addressOf`): every step reads it rather than taking the path apart again. `sentBody` is the
 * body the caller handed to `fetch` in-process, when there was one: it tells a body's size without reading
 * it (a `Request` built in-process carries no `Content-Length`).
 */
export type RequestHandler = (
  request: Request,
  address: RequestAddress,
  sentBody?: unknown,
) => Promise<Response>;

/** One step of the chain around the router: it answers itself, or hands the request to `next`. */
export type Middleware = (next: RequestHandler) => RequestHandler;

/**
 * Chains `middleware` around `handler`, the first outermost. A step that has nothing to do with the
 * mock's options (no CORS, no store on disk) is passed as `undefined` and left out, so it costs nothing
 * per request.
 *
 * @example
 * const handle = chain([cors === false ? undefined : corsMiddleware(allows), bodyLimit(max)], router);
 */
export function chain(
  middleware: readonly (Middleware | undefined)[],
  handler: RequestHandler,
): RequestHandler {
  let handle = handler;
  for (let i = middleware.length - 1; i >= 0; i -= 1) {
    const step = middleware[i];
    if (step) handle = step(handle);
  }
  return handle;
}
