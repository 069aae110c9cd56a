import { bodyFieldOf, type Face, type SandboxClue } from '../http';
import { BASE_PATHS } from '../http/style-of-path';
import { STYLE_B_REFUSALS } from './error-codes';

/**
 * What a Style B request's credentials say of its sandbox: a token `{sandboxId}.…` names it; the
 * authorization calls carry the partner's `clientId` (in the query, or the body read once).
 */
async function styleBSandboxClue(path: string, request: Request): Promise<SandboxClue | undefined> {
  const token = request.headers.get('x-access-token');
  const dot = token?.indexOf('.') ?? -1;
  if (token && dot > 0) return { sandboxId: token.slice(0, dot) };
  if (path === '/v1/oauth/authorize') {
    const clientId = new URL(request.url).searchParams.get('clientId');
    return clientId === null ? undefined : { clientId };
  }
  if (path === '/v1/oauth/access-token' && request.method === 'POST') {
    const clientId = await bodyFieldOf(request, 'clientId');
    return clientId === undefined ? undefined : { clientId };
  }
  return undefined;
}

const styleBFace = (name: 'b' | 'b-production'): Face => ({
  name,
  basePath: BASE_PATHS[name],
  envelope: (code, message) => ({ code, message }),
  refusals: STYLE_B_REFUSALS,
  // The hosted widget's page shows the full card number (B-40).
  cardDetailsPaths: new Set(['/widget']),
  sandboxClue: styleBSandboxClue,
});

/**
 * Style B's sandbox environment as the edge knows it (http/face.ts).
 *
 * @example
 * refusalResponse(STYLE_B_FACE, { kind: 'too_large' }); // 413 {code: "41301", ...}
 */
export const STYLE_B_FACE: Face = styleBFace('b');

/**
 * Style B's production environment as the edge knows it: the same envelope, its own base path.
 *
 * @example
 * STYLE_B_PRODUCTION_FACE.basePath; // '/style-b-production'
 */
export const STYLE_B_PRODUCTION_FACE: Face = styleBFace('b-production');
