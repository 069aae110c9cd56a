import type { createDashboardRoutes } from '../dashboard';
import type { createDocsRoutes } from '../docs';
import { maskCardNumbers } from '../http/mask-card-numbers';
import { pathOfUrl } from '../http/path-of-url';
import { faceOf, type StyleName } from '../http/style-of-path';
import { afterCommit } from './after-commit';
import { refusedRequest } from './invalid-request';
import type { RequestHandler } from './middleware';
import type { Sandbox } from './open-sandbox';
import { sandboxOfRequest } from './sandbox-of-request';
import { sandboxPathOf } from './sandbox-path';
import type { SandboxRegistry } from './sandbox-registry';
import { serveFace } from './serve-face';

/** What the router sends requests to. */
export interface MockRouterTargets {
  /** The sandbox the mock starts with: every request no other sandbox claims. */
  root: Sandbox;
  /** The sandboxes made with `POST /_mock/sandboxes`. */
  registry: SandboxRegistry;
  /** The landing page and the API reference. */
  pages: ReturnType<typeof createDocsRoutes>;
  dashboard: ReturnType<typeof createDashboardRoutes>;
}

const STYLE_FACES: ReadonlySet<string> = new Set(['a', 'b', 'b-production']);

function notFound(pathname: string, message: string): Response {
  const { status, headers, body } = refusedRequest(
    pathname,
    404,
    { styleB: '40404', other: 'NOT_FOUND' },
    message,
  );
  return new Response(body, { status, headers });
}

// A sandbox kept on disk answers only once what it wrote is committed, as the mock's own does (G-33).
const committed = (sandbox: Sandbox, run: (request: Request) => Promise<Response>) =>
  sandbox.storage?.settled ? afterCommit(sandbox.storage, run) : run;

/**
 * The mock's router (DECISIONS.md G-78): each request goes to one sandbox's face or control API. A
 * sandbox's path form (`/sandboxes/{id}/<face>/...`) names it; at the usual base URLs its credentials do
 * (`sandboxOfRequest`), else the mock's own serves it. The landing page, the API reference and the
 * dashboard are served beside the control API. The checks every request passes (CORS, body limit,
 * control guard, commit wait) are the middleware around it, in `createMock`.
 *
 * @example
 * const route = createMockRouter({ root, registry, pages, dashboard });
 * const response = await route(new Request('http://127.0.0.1:4010/style-b/v1/card-list'));
 */
export function createMockRouter({ root, registry, pages, dashboard }: MockRouterTargets): RequestHandler {
  // `/sandboxes/{id}/<face>/...`: the same faces and control routes, for that sandbox alone.
  async function servePathForm(request: Request, pathname: string, id: string, rest: string) {
    const found = faceOf(rest);
    const entry = registry.get(id);
    if (!entry || !found) {
      return notFound(
        rest,
        `no sandbox ${maskCardNumbers(id)} is served here: it was removed or expired (${maskCardNumbers(pathname)})`,
      );
    }
    registry.touch(entry);
    const url = new URL(request.url);
    const inner = new Request(`${url.origin}${rest}${url.search}`, request);
    if (found.face === 'control') {
      // Its dashboard: the same page, calling this sandbox's control URL (the picker links them).
      const page = await dashboard(inner, { id, controlPath: `/sandboxes/${id}/_mock` });
      if (page) return page;
      const response = await committed(entry.sandbox, (r) =>
        Promise.resolve(entry.sandbox.control().fetch(r)),
      )(inner);
      // A key provisioned through the sandbox selects it from now on at the usual base URLs.
      if (response.status === 201 && found.path.endsWith('/api-keys')) registry.reindex(entry.sandbox);
      return response;
    }
    const style = found.face as StyleName;
    return committed(entry.sandbox, (r) => serveFace(entry.sandbox, style, found.path, r))(inner);
  }

  return async (request) => {
    const pathname = pathOfUrl(request.url);
    const inSandbox = sandboxPathOf(pathname);
    if (inSandbox) return servePathForm(request, pathname, inSandbox.id, inSandbox.rest);
    const found = faceOf(pathname);
    // The landing page is served at / and /_mock: only those faces can be asking for it.
    const landing = found === undefined || found.face === 'control' ? pages.landing(request) : undefined;
    if (landing) return landing;
    if (!found) {
      return notFound(
        pathname,
        `nothing is served at ${maskCardNumbers(pathname)}; try /style-a, /style-b, /style-b-production or /_mock/config, or open / and /_mock/docs in a browser`,
      );
    }
    if (found.face === 'control' || !STYLE_FACES.has(found.face)) {
      return (await pages.docs(request)) ?? (await dashboard(request)) ?? root.control().fetch(request);
    }
    const style = found.face as StyleName;
    // Without sandboxes nothing is looked up: the mock's own serves every request.
    let target: Sandbox = root;
    if (registry.size() > 0) {
      const sandbox = await sandboxOfRequest(registry, style, found.path, request);
      const entry = sandbox && registry.get(sandbox.id);
      if (entry) {
        registry.touch(entry);
        target = entry.sandbox;
      }
    }
    // The mock's own store is waited for around the whole router (its middleware); another sandbox's, here.
    const run = (r: Request) => serveFace(target, style, found.path, r);
    return target === root ? run(request) : committed(target, run)(request);
  };
}
