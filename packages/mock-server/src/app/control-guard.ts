import { CONTROL_FACE } from '../control/control-face';
import { refusalResponse } from '../http';
import type { Middleware } from './middleware';
import type { OriginPolicy } from './origin-policy';
import type { RequestAddress } from './request-address';

/** The control API's paths (and the landing page at `/`, which shows the credentials). */
const CONTROL_BASE = '/_mock';

/**
 * Pages a browser opens by navigation, which cannot carry the token header, and which hold no sandbox
 * data: the dashboard's shell and script (the page reads everything through the control API, with the token
 * from its URL fragment) and the API reference under `/_mock/docs` (the specs and Scalar).
 */
function openWithoutToken(request: Request, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return (
    pathname === '/_mock/dashboard' ||
    pathname === '/_mock/dashboard/' ||
    pathname === '/_mock/dashboard/dashboard.js' ||
    pathname === '/_mock/docs' ||
    pathname.startsWith('/_mock/docs/')
  );
}

/** Methods that never change the mock's state. */
const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

function controlRefusal(kind: 'unauthorized' | 'forbidden', message: string): Response {
  const response = refusalResponse(CONTROL_FACE, { kind, message });
  if (kind === 'unauthorized')
    response.headers.set('www-authenticate', 'Bearer realm="card-issuance-mock control API"');
  return response;
}

/** Compares in time that depends on the lengths only, so the token cannot be guessed byte by byte. */
function sameToken(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i += 1) {
    difference |= expected.charCodeAt(i) ^ given.charCodeAt(i % Math.max(given.length, 1));
  }
  return difference === 0;
}

/** What {@link guardControl} checks. */
export interface ControlGuard {
  /** The page origins allowed to call the mock (DECISIONS.md G-24). */
  allows: OriginPolicy;
  /** The control token, when one is set (required beyond loopback, G-54). */
  token: string | undefined;
}

/**
 * The refusal of a control call, or `undefined` when it may go on (DECISIONS.md G-24, G-54):
 * - with a token set, `/_mock/*` and the landing page need `Authorization: Bearer <token>` (401 without it,
 *   403 with another), but the dashboard's shell and script and the API reference, which a browser opens
 *   by navigation and which hold no sandbox data;
 * - a state-changing call (any method but GET, HEAD, OPTIONS) from a page whose `Origin` is neither the
 *   mock's own (the request's) nor an allowed one is refused with 403 (`null` included): a form or a
 *   `no-cors` fetch of a foreign site must not reset the sandbox or inject faults.
 *
 * @example
 * const refused = guardControl(request, '/_mock/reset', { allows: originPolicy(), token: undefined });
 */
export function guardControl(request: Request, pathname: string, guard: ControlGuard): Response | undefined {
  const control = pathname === CONTROL_BASE || pathname.startsWith(`${CONTROL_BASE}/`);
  if (guard.token !== undefined && (control || pathname === '/') && !openWithoutToken(request, pathname)) {
    const authorization = request.headers.get('authorization');
    if (authorization === null || !/^bearer /i.test(authorization)) {
      return controlRefusal(
        'unauthorized',
        'this mock needs its control token: send Authorization: Bearer <token> (the token given with --control-token, or the one printed at start); open the dashboard as /_mock/dashboard#token=<token>',
      );
    }
    if (!sameToken(authorization.slice(7).trim(), guard.token)) {
      return controlRefusal(
        'forbidden',
        'the control token does not match the one this mock was started with',
      );
    }
  }
  if (!control || SAFE_METHODS.has(request.method)) return undefined;
  const origin = request.headers.get('origin');
  if (origin === null || guard.allows(origin) || origin === new URL(request.url).origin) return undefined;
  return controlRefusal(
    'forbidden',
    `${request.method} ${pathname} refused: the page's origin ${origin} may not change the mock; allow it with --cors-origin ${origin === 'null' ? '<origin>' : origin} (createMock({ cors: { origins } }))`,
  );
}

/**
 * The path {@link guardControl} checks: a control path or the landing page, of the mock's own URLs or
 * below a sandbox's path form (without its prefix); `undefined` for the faces, which their credentials
 * guard.
 */
function guardedPath(address: RequestAddress): string | undefined {
  if (address.face === CONTROL_FACE) return address.pathname.slice(address.prefix.length);
  return address.face === undefined && address.sandboxId === undefined ? address.pathname : undefined;
}

/**
 * The middleware that refuses a control call {@link guardControl} refuses, before it reaches any sandbox
 * (a sandbox's own control URL included, so an unknown sandbox id tells nothing without the token).
 *
 * @example
 * const handle = chain([controlGuard({ allows: originPolicy(), token })], router);
 */
export function controlGuard(guard: ControlGuard): Middleware {
  return (next) => (request, address, sentBody) => {
    const path = guardedPath(address);
    const refused = path === undefined ? undefined : guardControl(request, path, guard);
    return refused ? Promise.resolve(refused) : next(request, address, sentBody);
  };
}
