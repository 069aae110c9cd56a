import { DASHBOARD_BUNDLE } from '../generated/dashboard-bundle';
import { wantsJson } from '../http/wants-json';
import { dashboardPage } from './dashboard-page';

/** What the dashboard reads from the running mock. */
export interface DashboardRouteDependencies {
  /** The origin every URL names (`mock.origin`). */
  origin(): string;
  /**
   * How often the open page polls the control API, in milliseconds of real time.
   * @default 2000
   */
  pollMs?: number;
}

/** The dashboard's paths, below the mock's origin. */
export const DASHBOARD_PATHS = {
  page: '/_mock/dashboard',
  script: '/_mock/dashboard/dashboard.js',
} as const;

const HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };

async function shortHash(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return [...digest.slice(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The sandbox dashboard (`GET /_mock/dashboard`) and its script. The page talks to the mock through the
 * documented control API only; its Content-Security-Policy lets it load its own script and call its own
 * origin, nothing else. Answers `undefined` for what is not its own (a request for JSON only included, so
 * it gets the control API's 404 envelope as before, DECISIONS.md G-43).
 *
 * @example
 * const dashboard = createDashboardRoutes({ origin: () => mock.origin });
 * const response = (await dashboard(request)) ?? control.fetch(request);
 * // A sandbox's own (G-78): the same page, calling that sandbox's control URL.
 * await dashboard(request, { id: 'sbx_1', controlPath: '/sandboxes/sbx_1/_mock' });
 */
export function createDashboardRoutes(deps: DashboardRouteDependencies) {
  let version: Promise<string> | undefined;
  return async (
    request: Request,
    sandbox: { id: string; controlPath: string } = { id: 'default', controlPath: '/_mock' },
  ): Promise<Response | undefined> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const { pathname } = new URL(request.url);
    const answer = (body: string, headers: Record<string, string>) =>
      new Response(request.method === 'HEAD' ? null : body, { headers: { ...HEADERS, ...headers } });
    if (pathname === DASHBOARD_PATHS.script) {
      return answer(DASHBOARD_BUNDLE, {
        'content-type': 'text/javascript; charset=utf-8',
        // The page names the script with the hash of its text, so a new version is a new URL.
        'cache-control': 'public, max-age=31536000, immutable',
      });
    }
    if (pathname !== DASHBOARD_PATHS.page && pathname !== `${DASHBOARD_PATHS.page}/`) return undefined;
    if (wantsJson(request)) return undefined;
    version ??= shortHash(DASHBOARD_BUNDLE);
    const origin = deps.origin();
    const self = `'self' ${origin}`;
    const html = dashboardPage({
      script: `${DASHBOARD_PATHS.script}?v=${await version}`,
      controlPath: sandbox.controlPath,
      sandboxId: sandbox.id,
      landingUrl: `${origin}/`,
      docsUrl: `${origin}/_mock/docs`,
      pollMs: deps.pollMs ?? 2_000,
    });
    return answer(html, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        `default-src 'none'; script-src ${self}; connect-src ${self}; style-src 'unsafe-inline'; ` +
        "img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    });
  };
}
