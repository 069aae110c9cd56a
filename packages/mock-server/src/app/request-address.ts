import { CONTROL_FACE } from '../control/control-face';
import type { Face } from '../http';
import { STYLE_A_FACE } from '../style-a/style-a-face';
import { STYLE_B_FACE, STYLE_B_PRODUCTION_FACE } from '../style-b/style-b-face';

/**
 * The registered faces of the mock: everything the edge knows of each (http/face.ts). Longest base path
 * first, so `/style-b-production` never reads as `/style-b`.
 */
export const FACES: readonly Face[] = [
  STYLE_B_PRODUCTION_FACE,
  STYLE_A_FACE,
  STYLE_B_FACE,
  CONTROL_FACE,
].sort((x, y) => y.basePath.length - x.basePath.length);

/** The base of each face with its slash, made once: {@link addressOf} runs on every request. */
const BELOW = FACES.map((face) => [face, `${face.basePath}/`] as const);

/**
 * A request's address, parsed once at the edge from its path: which sandbox it names by its path form,
 * which face, and the path within that face. Every layer after the edge reads it.
 */
export interface RequestAddress {
  /** The path as received. */
  readonly pathname: string;
  /** The sandbox its path form names (`/sandboxes/{id}/...`); `undefined` at the mock's own URLs. */
  readonly sandboxId: string | undefined;
  /** What its URLs start with below the origin: `''` or `/sandboxes/{id}`. */
  readonly prefix: string;
  /** The face it is for; `undefined` for a path no face serves (the landing page, a typo). */
  readonly face: Face | undefined;
  /** The path within the face (`/v1/card-list`), or below the prefix when no face serves it. */
  readonly path: string;
}

/** Where the URLs of a sandbox made with `POST /_mock/sandboxes` start: `/sandboxes/{id}/...`. */
const SANDBOX_PATH = /^\/sandboxes\/([^/]+)(\/.*)?$/;

/**
 * Parses a request's path into its {@link RequestAddress}: the root form (`/style-b/v1/card-list`) and a
 * sandbox's form (`/sandboxes/sbx_1/style-b/v1/card-list`) differ only in `sandboxId` and `prefix`.
 *
 * @example
 * addressOf('/sandboxes/sbx_1/style-b/v1/card-list');
 * // { sandboxId: 'sbx_1', prefix: '/sandboxes/sbx_1', face: STYLE_B_FACE, path: '/v1/card-list', ... }
 */
export function addressOf(pathname: string): RequestAddress {
  let sandboxId: string | undefined;
  let prefix = '';
  let rest = pathname;
  if (pathname.startsWith('/sandboxes/')) {
    const found = SANDBOX_PATH.exec(pathname);
    if (found) {
      sandboxId = found[1] ?? '';
      prefix = `/sandboxes/${sandboxId}`;
      rest = found[2] ?? '/';
    }
  }
  for (const [face, below] of BELOW) {
    if (rest === face.basePath || rest.startsWith(below))
      return { pathname, sandboxId, prefix, face, path: rest.slice(face.basePath.length) || '/' };
  }
  return { pathname, sandboxId, prefix, face: undefined, path: rest };
}

/**
 * The face whose envelope answers for an address: its own, or the control API's for a path no face serves.
 *
 * @example
 * envelopeFaceOf(addressOf('/nope')).name; // 'control'
 */
export function envelopeFaceOf(address: RequestAddress): Face {
  return address.face ?? CONTROL_FACE;
}
