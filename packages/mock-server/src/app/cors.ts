import { isJsonAnswer } from '../http/answer-tag';
import type { RequestHandler } from './middleware';
import type { OriginPolicy } from './origin-policy';
import type { RequestAddress } from './request-address';

/** Methods a preflight may ask for: everything the faces and the control API serve. */
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Request headers allowed when a preflight names none. */
const DEFAULT_ALLOWED_HEADERS = 'authorization, content-type, idempotency-key, x-access-token';

/**
 * Whether the request's origin may read the answer: an allowed origin, on any path but a card-details
 * frame of its face (Style B B-40, Style A A-46: a page may embed them, never read them), in the root and
 * the sandbox forms alike, trailing slashes included as the faces route them.
 */
function readableBy(address: RequestAddress, origin: string, allows: OriginPolicy): boolean {
  if (!allows(origin)) return false;
  const frames = address.face?.cardDetailsPaths;
  return frames === undefined || frames.size === 0 || !frames.has(address.path.replace(/\/+$/, ''));
}

/** Seconds a browser may cache a preflight answer; Chromium caps it at 7200. */
const MAX_AGE_SECONDS = '7200';

/** Response headers a page reads without being told (CORS-safelisted), and the CORS headers themselves. */
const NOT_EXPOSED = new Set([
  'cache-control',
  'content-language',
  'content-length',
  'content-type',
  'expires',
  'last-modified',
  'pragma',
  'set-cookie',
  'vary',
]);

/** Whether a request is a CORS preflight (Fetch standard: OPTIONS with `Access-Control-Request-Method`). */
export function isPreflight(request: Request): boolean {
  return request.method === 'OPTIONS' && request.headers.has('access-control-request-method');
}

/**
 * The answer to a preflight: 204. An allowed origin (`allows`, never on a card-details frame) gets itself
 * allowed, every method, the headers it asked for, cached 2 hours; any other gets no allow header, so the
 * browser sends nothing. Never credentials: tokens travel in headers (DECISIONS.md G-24).
 *
 * @example
 * if (isPreflight(request)) return preflightResponse(request, addressOf('/style-b/v1/card-list'), originPolicy());
 */
export function preflightResponse(request: Request, address: RequestAddress, allows: OriginPolicy): Response {
  const headers = new Headers({
    vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
  });
  const origin = request.headers.get('origin');
  if (origin !== null && readableBy(address, origin, allows)) {
    headers.set('access-control-allow-origin', origin);
    headers.set('access-control-allow-methods', ALLOWED_METHODS);
    headers.set(
      'access-control-allow-headers',
      request.headers.get('access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
    );
    headers.set('access-control-max-age', MAX_AGE_SECONDS);
  }
  return new Response(null, { status: 204, headers });
}

/**
 * Adds the CORS headers to an actual response of an allowed origin (`allows`, never on a card-details
 * frame): the origin allowed, without credentials, and every header the response carries exposed to the
 * page (`request-id`, `Retry-After`, `Idempotent-Replayed`, `Deprecation`, `Link`...), so none is forgotten
 * when a face adds one. Any other request gets `Vary: Origin` only.
 *
 * @example
 * return withCorsHeaders(request, address, await serve(request), originPolicy());
 */
export function withCorsHeaders(
  request: Request,
  address: RequestAddress,
  response: Response,
  allows: OriginPolicy,
): Response {
  const origin = request.headers.get('origin');
  const target = withVaryOrigin(response);
  // Without an Origin the request is not a CORS request (curl, servers, the SDKs, MSW in Node): a page
  // never reads this answer, so nothing is allowed nor exposed, and the walk over the names is spared.
  if (origin === null || !readableBy(address, origin, allows)) return target;
  target.headers.set('access-control-allow-origin', origin);
  // One pass over the names (the list never held vary or access-control-*, so reading it after is the same).
  let exposed = '';
  for (const name of target.headers.keys()) {
    if (NOT_EXPOSED.has(name) || name.startsWith('access-control-')) continue;
    exposed = exposed === '' ? name : `${exposed}, ${name}`;
  }
  if (exposed !== '') target.headers.set('access-control-expose-headers', exposed);
  return target;
}

// Responses built by `new Response` have mutable headers; one that came from a `fetch` does not: copy it.
function withVaryOrigin(response: Response): Response {
  if (isJsonAnswer(response)) return response; // made with `Vary: Origin`
  try {
    response.headers.append('vary', 'Origin');
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.append('vary', 'Origin');
    return copy;
  }
}

/**
 * Wraps a `fetch`-like handler with CORS for the origins `allows` names: preflights are answered here,
 * before any rate limit or injected fault could refuse them, and every response of an allowed origin gets
 * the CORS headers (DECISIONS.md G-24).
 *
 * @example
 * const serveWithCors = cors(serve, originPolicy(['https://app.example']));
 */
export function cors(handler: RequestHandler, allows: OriginPolicy): RequestHandler {
  return (request, address, sentBody) => {
    if (isPreflight(request)) return Promise.resolve(preflightResponse(request, address, allows));
    return handler(request, address, sentBody).then((response) =>
      withCorsHeaders(request, address, response, allows),
    );
  };
}
