import type { createDashboardRoutes } from '../dashboard';
import type { createDocsRoutes } from '../docs';
import { type Face, refusalResponse, type SandboxClue } from '../http';
import { carryRawHeaders } from '../http/raw-headers';
import { afterCommit } from './after-commit';
import type { RequestHandler } from './middleware';
import type { Sandbox } from './open-sandbox';
import { envelopeFaceOf, type RequestAddress } from './request-address';
import { serveTraced } from './request-span';
import type { SandboxEntry, SandboxRegistry } from './sandbox-registry';
import { serveFace } from './serve-face';
import { issueTryItTokens } from './try-it-tokens';

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

/**
 * The methods a face or the control API may serve. Any other (`TRACE`, `CONNECT`, an invented one) is an
 * unknown endpoint, answered here in the face's envelope: a `Request` cannot even be built with some of
 * them, so they never go further.
 */
const SERVED_METHODS: ReadonlySet<string> = new Set([
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
]);

const unknownEndpoint = (request: Request, address: RequestAddress) =>
  refusalResponse(envelopeFaceOf(address), {
    kind: 'unknown_endpoint',
    message: `endpoint not found: ${request.method} ${address.pathname}`,
  });

const noSuchSandbox = (address: RequestAddress) =>
  refusalResponse(envelopeFaceOf(address), {
    kind: 'not_found',
    message: `no sandbox ${address.sandboxId} is served here: it was removed or expired (${address.pathname})`,
  });

const nothingServed = (address: RequestAddress) =>
  refusalResponse(envelopeFaceOf(address), {
    kind: 'not_found',
    message: `nothing is served at ${address.pathname}; try /style-a, /style-b, /style-b-production or /_mock/config, or open / and /_mock/docs in a browser`,
  });

// A sandbox kept on disk answers only once what it wrote is committed, as the mock's own does (G-33).
const committed = (sandbox: Sandbox, run: RequestHandler): RequestHandler =>
  sandbox.storage?.settled ? afterCommit(sandbox.storage, run) : run;

/**
 * Serves a request to a face of a sandbox made with `POST /_mock/sandboxes`, waiting for its commits. A
 * sandbox removed while the request was in flight (a timeout fault held it, say) answers 404 in the face's
 * envelope: what the request wrote went with the sandbox, so no answer may report it.
 */
async function serveInSandbox(
  registry: SandboxRegistry,
  entry: SandboxEntry,
  request: Request,
  address: RequestAddress,
): Promise<Response> {
  const response = await committed(entry.sandbox, (r, a) => serveFace(entry.sandbox, a, r))(request, address);
  if (registry.get(entry.id) === entry) return response;
  await response.body?.cancel();
  return refusalResponse(envelopeFaceOf(address), {
    kind: 'not_found',
    message: `sandbox ${entry.id} was removed while this request was in flight; nothing it did was kept`,
  });
}

/** The sandbox a credential clue names (its id, or the owner of a client id), when it is a live one. */
function sandboxOfClue(registry: SandboxRegistry, clue: SandboxClue | undefined): SandboxEntry | undefined {
  if (clue === undefined) return undefined;
  const id = 'sandboxId' in clue ? clue.sandboxId : registry.byCredential(clue.clientId);
  return id === undefined ? undefined : registry.get(id);
}

/**
 * The mock's router (DECISIONS.md G-78): each request goes to one sandbox's face or control API, read from
 * its address (`addressOf`, parsed once at the edge). A sandbox's path form (`/sandboxes/{id}/<face>/...`)
 * names it; at the usual base URLs the face's credential clue does (`Face.sandboxClue`), else the mock's
 * own serves it. The landing page, the API reference and the dashboard are served beside the control API,
 * a sandbox's as the mock's own. The checks every request passes (CORS, body limit, control guard, commit
 * wait) are the middleware around it, in `createMock`.
 *
 * @example
 * const route = createMockRouter({ root, registry, pages, dashboard });
 * const response = await route(request, addressOf('/style-b/v1/card-list'));
 */
export function createMockRouter(targets: MockRouterTargets): RequestHandler {
  return (request, address) => {
    if (!SERVED_METHODS.has(request.method)) return Promise.resolve(unknownEndpoint(request, address));
    return address.sandboxId === undefined
      ? serveRootForm(targets, request, address)
      : servePathForm(targets, request, address);
  };
}

/** `/sandboxes/{id}/<face>/...`: the same faces, pages and control routes, for that sandbox alone. */
async function servePathForm(
  { registry, pages, dashboard }: MockRouterTargets,
  request: Request,
  address: RequestAddress,
): Promise<Response> {
  const id = address.sandboxId as string;
  const entry = registry.get(id);
  if (!entry) return noSuchSandbox(address);
  if (!address.face) return nothingServed(address);
  registry.touch(entry);
  // The faces are mounted at their base paths: they get the path below the prefix, and hand out URLs
  // below the sandbox's base URL (its prefix included) whatever path they were reached by.
  const url = new URL(request.url);
  const inner = carryRawHeaders(
    request,
    new Request(`${url.origin}${address.pathname.slice(address.prefix.length)}${url.search}`, request),
  );
  if (address.face.name !== 'control') return serveInSandbox(registry, entry, inner, address);
  // Its dashboard and API reference: the same pages, reading and calling this sandbox.
  const page =
    (await dashboard(inner, { id, controlPath: `${address.prefix}/_mock` })) ??
    (await pages.docs(inner, {
      base: `${url.origin}${address.prefix}`,
      config: entry.sandbox.config(url.origin),
      tokens: () => issueTryItTokens(entry.sandbox, url.origin),
    }));
  if (page) return page;
  const target = { sandbox: entry.sandbox, face: 'control', path: address.path };
  const response = await committed(entry.sandbox, async (r) =>
    serveTraced(target, r, () => entry.sandbox.control().fetch(r)),
  )(inner, address);
  // A key provisioned through the sandbox selects it from now on at the usual base URLs.
  if (response.status === 201 && address.path.endsWith('/api-keys')) registry.reindex(entry.sandbox);
  return response;
}

/** The mock's own URLs: its pages and control API, and the faces of whichever sandbox the credentials name. */
async function serveRootForm(
  { root, registry, pages, dashboard }: MockRouterTargets,
  request: Request,
  address: RequestAddress,
): Promise<Response> {
  const { face } = address;
  // The landing page is served at / and /_mock: only those addresses can be asking for it.
  const landing = face === undefined || face.name === 'control' ? pages.landing(request) : undefined;
  if (landing) return landing;
  if (!face) return nothingServed(address);
  if (face.name === 'control') {
    return (
      (await pages.docs(request)) ??
      (await dashboard(request)) ??
      serveTraced({ sandbox: root, face: 'control', path: address.path }, request, () =>
        root.control().fetch(request),
      )
    );
  }
  // Without sandboxes nothing is looked up: the mock's own serves every request.
  const entry =
    registry.size() > 0
      ? sandboxOfClue(registry, await (face as Face).sandboxClue?.(address.path, request))
      : undefined;
  if (!entry) return serveFace(root, address, request);
  registry.touch(entry);
  // The mock's own store is waited for around the whole router (its middleware); another sandbox's, here.
  return serveInSandbox(registry, entry, request, address);
}
