import { bodyFieldOf, type Face, type SandboxClue } from '../http';
import { BASE_PATHS } from '../http/style-of-path';
import { STYLE_A_REFUSALS } from './error-codes';

/** The sandbox id in the `iss` of a sandbox's Style A tokens: its base URL, `…/sandboxes/{id}/style-a`. */
const SANDBOX_ISSUER = /\/sandboxes\/(sbx_[0-9a-z]+)\/style-a$/;

/** The `iss` claim of a bearer JWT, decoded without verifying it (the sandbox's face verifies it). */
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
 * What a Style A request's credentials say of its sandbox: a bearer token whose issuer is a sandbox's
 * base URL names it; the token call carries the key's `client_id` (JSON or form body, read once).
 */
async function styleASandboxClue(path: string, request: Request): Promise<SandboxClue | undefined> {
  const issuer = issuerOf(request.headers.get('authorization'));
  const sandboxId = issuer === undefined ? undefined : SANDBOX_ISSUER.exec(issuer)?.[1];
  if (sandboxId !== undefined) return { sandboxId };
  if (path === '/v1/oauth/token' && request.method === 'POST') {
    const clientId = await bodyFieldOf(request, 'client_id');
    return clientId === undefined ? undefined : { clientId };
  }
  return undefined;
}

/**
 * Style A as the edge knows it (http/face.ts): its base path, `{error: {code, message}}`, the widget's
 * card-details frame and how its credentials name a sandbox.
 *
 * @example
 * refusalResponse(STYLE_A_FACE, { kind: 'rate_limited', retryAfterSeconds: 1 }); // 429 RATE_LIMITED
 */
export const STYLE_A_FACE: Face = {
  name: 'a',
  basePath: BASE_PATHS.a,
  envelope: (code, message) => ({ error: { code, message } }),
  refusals: STYLE_A_REFUSALS,
  cardDetailsPaths: new Set(['/widget/v1/frame']),
  sandboxClue: styleASandboxClue,
};
