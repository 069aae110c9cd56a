import type { StyleName } from '../http/style-of-path';
import type { Sandbox } from './open-sandbox';
import type { SandboxRegistry } from './sandbox-registry';

/** `iss` of a sandbox's Style A tokens: its Style A base URL, `.../sandboxes/{id}/style-a`. */
const SANDBOX_ISSUER = /\/sandboxes\/(sbx_[0-9a-z]+)\/style-a$/;

/**
 * A field of a small request body, read from a copy: JSON, or the OAuth form encoding Style A's token
 * endpoint also takes (G-65); undefined when neither holds it.
 */
async function bodyField(request: Request, field: string): Promise<string | undefined> {
  try {
    const text = await request.clone().text();
    if ((request.headers.get('content-type') ?? '').includes('application/x-www-form-urlencoded')) {
      return new URLSearchParams(text).get(field) ?? undefined;
    }
    const value = (JSON.parse(text) as Record<string, unknown>)?.[field];
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The `iss` claim of a bearer JWT, decoded without verifying it (the sandbox verifies it). */
function issuerOf(authorization: string | null): string | undefined {
  const payload = authorization?.startsWith('Bearer ') ? authorization.slice(7).split('.')[1] : undefined;
  if (!payload) return undefined;
  try {
    // atob, not Buffer: the mock also runs in a browser (MSW's service worker mode).
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { iss?: unknown };
    return typeof claims.iss === 'string' ? claims.iss : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The sandbox a request to the usual base URLs belongs to, read from what it carries (G-78): a Style B
 * `x-access-token` starting with `{sandboxId}.`, the `clientId` of its authorization calls, a Style A
 * bearer token whose issuer names the sandbox, or the `client_id` of its token call. Anything else (and
 * every credential of the mock's own sandbox) is the mock's own. Each lookup is one map read.
 *
 * @example
 * const sandbox = await sandboxOfRequest(registry, 'b', '/v1/card-list', request);
 */
export async function sandboxOfRequest(
  registry: SandboxRegistry,
  style: StyleName,
  path: string,
  request: Request,
): Promise<Sandbox | undefined> {
  if (style === 'a') {
    const issuer = issuerOf(request.headers.get('authorization'));
    const id = issuer === undefined ? undefined : SANDBOX_ISSUER.exec(issuer)?.[1];
    if (id !== undefined) return registry.get(id)?.sandbox;
    if (path === '/v1/oauth/token' && request.method === 'POST') {
      const clientId = await bodyField(request, 'client_id');
      return clientId === undefined ? undefined : registry.byCredential(clientId);
    }
    return undefined;
  }
  const token = request.headers.get('x-access-token');
  const dot = token?.indexOf('.') ?? -1;
  if (token && dot > 0) return registry.get(token.slice(0, dot))?.sandbox;
  if (path === '/v1/oauth/authorize') {
    const clientId = new URL(request.url).searchParams.get('clientId');
    return clientId === null ? undefined : registry.byCredential(clientId);
  }
  if (path === '/v1/oauth/access-token' && request.method === 'POST') {
    const clientId = await bodyField(request, 'clientId');
    return clientId === undefined ? undefined : registry.byCredential(clientId);
  }
  return undefined;
}
