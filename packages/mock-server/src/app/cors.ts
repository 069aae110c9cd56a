/** Methods a preflight may ask for: everything the faces and the control API serve. */
const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Request headers allowed when a preflight names none. */
const DEFAULT_ALLOWED_HEADERS = 'authorization, content-type, idempotency-key, x-access-token';

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
 * The answer to a preflight: 204, allowing the asking origin, every method, the headers it asked for,
 * with credentials, cached 2 hours (DECISIONS.md G-24).
 *
 * @example
 * if (isPreflight(request)) return preflightResponse(request);
 */
export function preflightResponse(request: Request): Response {
  const headers = new Headers({
    'access-control-allow-methods': ALLOWED_METHODS,
    'access-control-allow-headers':
      request.headers.get('access-control-request-headers') ?? DEFAULT_ALLOWED_HEADERS,
    'access-control-max-age': MAX_AGE_SECONDS,
    vary: 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers',
  });
  allowOrigin(headers, request.headers.get('origin'));
  return new Response(null, { status: 204, headers });
}

function allowOrigin(headers: Headers, origin: string | null): void {
  if (origin === null) {
    headers.set('access-control-allow-origin', '*');
    return;
  }
  headers.set('access-control-allow-origin', origin);
  headers.set('access-control-allow-credentials', 'true');
}

/**
 * Adds the CORS headers to an actual response: the request's origin allowed (with credentials), and every
 * header the response carries exposed to the page (`request-id`, `Retry-After`, `Idempotent-Replayed`,
 * `Deprecation`, `Link`...), so none is forgotten when a face adds one. A request without an `Origin`
 * gets `*` and `Vary: Origin` only.
 *
 * @example
 * return withCorsHeaders(request, await serve(request));
 */
export function withCorsHeaders(request: Request, response: Response): Response {
  const origin = request.headers.get('origin');
  const target = withVaryOrigin(response);
  allowOrigin(target.headers, origin);
  // Without an Origin the request is not a CORS request (curl, servers, the SDKs, MSW in Node): a page
  // never reads this answer, so there is nothing to expose, and the walk over the names is spared.
  if (origin === null) return target;
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
 * Wraps a `fetch`-like handler with CORS, as Prism does by default: preflights are answered here, before
 * any rate limit or injected fault could refuse them, and every response gets the CORS headers.
 *
 * @example
 * const serveWithCors = cors(serve);
 */
export function cors(
  handler: (request: Request) => Promise<Response>,
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (isPreflight(request)) return preflightResponse(request);
    return withCorsHeaders(request, await handler(request));
  };
}
