import { encodeBase64 } from '../domain/encoding';
import { wantsJson } from '../http/wants-json';
import type { DocsAssets, OpenApiDocument } from './docs-assets';
import { docsPage, docsUnavailablePage } from './docs-page';
import { landingPage } from './landing-page';
import { liveValues } from './live-values';
import type { MockConfig } from './mock-config';
import { servedSpec } from './served-spec';
import { signedCallbacks } from './signed-callbacks';
import { isSpecName, type SpecName } from './spec-names';
import { type TryItTokens, tryItAuthentication, tryItSecurity } from './try-it-auth';

/** What the mock's pages read from the running mock. */
export interface DocsRouteDependencies {
  /** The origin every URL names (`mock.origin`). */
  origin(): string;
  config(): MockConfig;
  assets: DocsAssets;
  /** The sandbox dashboard, once there is one. */
  dashboardPath?: string;
  /** Fresh tokens of the mock's own sandbox, issued for each page served (see {@link TryItTokens}). */
  tokens?: () => Promise<TryItTokens>;
  /**
   * Whether the reference may carry credentials (tokens, secrets, the seeded ids). Not when the mock has a
   * control token: the reference is open without it (a browser opens it by navigation), so it is served
   * signed out, and "try it" asks for the credentials the control API gives to those who hold the token.
   * @default true
   */
  signedIn?: boolean;
}

/**
 * Whose API reference a request asks for: a sandbox's (`/sandboxes/{id}/_mock/docs`) renders its own
 * credentials, and its "try it" calls go to its base URLs, below `base`.
 */
export interface DocsScope {
  /** The origin and the sandbox's path prefix: `http://127.0.0.1:4010/sandboxes/sbx_1`. */
  base: string;
  config: MockConfig;
  /** Fresh tokens of this sandbox, issued for each page served. */
  tokens?: () => Promise<TryItTokens>;
}

/** The paths of the mock's pages, below its origin. */
export const DOCS_PATHS = {
  docs: '/_mock/docs',
  scalar: '/_mock/docs/assets/scalar.js',
  spec: (name: SpecName) => `/_mock/docs/specs/${name}.json`,
} as const;

const SECURITY_HEADERS = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };
const LANDING_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
/** Scalar's bundle never changes under one URL: its `?v=` is the hash of its bytes. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Fresh per page from Web Crypto, never from the seeded stream: a nonce must not repeat. */
function cspNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return encodeBase64(bytes).replace(/[+/=]/g, '');
}

async function shortHash(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes as Uint8Array<ArrayBuffer>));
  return [...digest.slice(0, 6)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Loads once and keeps what loaded; a miss is retried next time (the package may be built meanwhile). */
function cachedLoad<T>(load: () => Promise<T | undefined>): () => Promise<T | undefined> {
  let kept: Promise<T | undefined> | undefined;
  return () => {
    const current = kept ?? load();
    kept = current;
    return current.then((value) => {
      if (value === undefined) kept = undefined;
      return value;
    });
  };
}

function answer(request: Request, body: BodyInit, status: number, headers: Record<string, string>): Response {
  return new Response(request.method === 'HEAD' ? null : body, {
    status,
    headers: { ...SECURITY_HEADERS, ...headers },
  });
}

/**
 * The mock's own pages: the landing page (`GET /`, `GET /_mock`) and the API reference under `/_mock/docs`
 * with Scalar's bundle and the specs it renders. Each handler answers `undefined` for what is not its own,
 * so the request goes on to the control API (and its 404 envelope).
 *
 * @example
 * const pages = createDocsRoutes({ origin: () => mock.origin, config: () => mock.config(), assets });
 * const response = (await pages.docs(request)) ?? control.fetch(request);
 */
export function createDocsRoutes(deps: DocsRouteDependencies) {
  const signedIn = deps.signedIn ?? true;
  const scalar = cachedLoad(async () => {
    const bytes = await deps.assets.scalarScript();
    return bytes && { bytes, version: await shortHash(bytes) };
  });
  const documents = new Map<SpecName, () => Promise<OpenApiDocument | undefined>>();
  const spec = (name: SpecName) => {
    let load = documents.get(name);
    if (!load) {
      load = cachedLoad(() => deps.assets.spec(name));
      documents.set(name, load);
    }
    return load();
  };
  const specUrlBelow = (base: string) => (name: SpecName) => `${base}${DOCS_PATHS.spec(name)}`;
  const specUrl = (name: SpecName) => specUrlBelow(deps.origin())(name);

  const reads = (request: Request) => request.method === 'GET' || request.method === 'HEAD';

  return {
    /** `GET /` and `GET /_mock` as HTML; a request for JSON is not answered here (G-43). */
    landing(request: Request): Response | undefined {
      const { pathname } = new URL(request.url);
      if (!reads(request) || !['/', '/_mock', '/_mock/'].includes(pathname) || wantsJson(request)) {
        return undefined;
      }
      const origin = deps.origin();
      const html = landingPage(deps.config(), {
        docsUrl: `${origin}${DOCS_PATHS.docs}`,
        specUrl,
        ...(deps.dashboardPath ? { dashboardUrl: `${origin}${deps.dashboardPath}` } : {}),
      });
      return answer(request, html, 200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': LANDING_CSP,
      });
    },

    /**
     * Everything under `/_mock/docs` (the path below a sandbox's prefix, with its `scope`): the mock's own
     * reference, or a sandbox's.
     */
    async docs(request: Request, scope?: DocsScope): Promise<Response | undefined> {
      const { pathname } = new URL(request.url);
      if (!reads(request)) return undefined;
      if (pathname === DOCS_PATHS.docs || pathname === `${DOCS_PATHS.docs}/`) return page(request, scope);
      if (pathname === DOCS_PATHS.scalar) {
        const loaded = await scalar();
        if (!loaded) return undefined;
        return answer(request, loaded.bytes as Uint8Array<ArrayBuffer>, 200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': IMMUTABLE,
        });
      }
      const name = /^\/_mock\/docs\/specs\/([\w-]+)\.json$/.exec(pathname)?.[1];
      if (name === undefined || !isSpecName(name)) return undefined;
      const document = await spec(name);
      if (!document) return undefined;
      const config = scope?.config ?? deps.config();
      const live = signedIn ? liveValues(name, config) : {};
      const secured = tryItSecurity(name, servedSpec(document, scope?.base ?? deps.origin(), live), config);
      // A provider callback signed for the body "try it" sends, under the organization's live secret.
      const served = signedIn && name === 'style-a' ? await signedCallbacks(secured, config) : secured;
      return answer(request, JSON.stringify(served), 200, {
        'content-type': 'application/json',
        // The origin can change (listen() sets it) and so can the credentials: revalidate, never cache.
        'cache-control': 'no-store',
      });
    },
  };

  async function page(request: Request, scope: DocsScope | undefined): Promise<Response> {
    const origin = deps.origin();
    const loaded = await scalar();
    if (!loaded) {
      return answer(request, docsUnavailablePage(`${origin}/`), 503, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        'content-security-policy': LANDING_CSP,
      });
    }
    const nonce = cspNonce();
    // A page served is a page about to "try it": it starts signed in to both styles (G-141).
    const tokens = signedIn ? ((await (scope ? scope.tokens?.() : deps.tokens?.())) ?? {}) : {};
    const html = docsPage(
      {
        scalarScript: `${DOCS_PATHS.scalar}?v=${loaded.version}`,
        specUrl: scope ? specUrlBelow(scope.base) : specUrl,
        landingUrl: `${origin}/`,
        ...(signedIn ? { authentication: tryItAuthentication(scope?.config ?? deps.config(), tokens) } : {}),
      },
      nonce,
    );
    // Everything comes from the mock: its own address, and the origin it names if reached by another name.
    const self = `'self' ${origin}`;
    return answer(request, html, 200, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        `default-src ${self}; script-src ${self} 'nonce-${nonce}'; style-src ${self} 'unsafe-inline'; ` +
        `img-src ${self} data: blob:; font-src ${self} data:; connect-src ${self}; worker-src ${self} blob:; ` +
        "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
    });
  }
}
