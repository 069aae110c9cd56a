/** Where the URLs of a sandbox made with `POST /_mock/sandboxes` start: `/sandboxes/{id}/...`. */
const SANDBOX_PATH = /^\/sandboxes\/([^/]+)(\/.*)?$/;

/**
 * The sandbox a path names in its path form (DECISIONS.md G-78), and the path below it; `undefined` for a
 * path of the mock's own URLs.
 *
 * @example
 * sandboxPathOf('/sandboxes/sbx_1/style-b/v1/card-list'); // { id: 'sbx_1', rest: '/style-b/v1/card-list' }
 */
export function sandboxPathOf(pathname: string): { id: string; rest: string } | undefined {
  if (!pathname.startsWith('/sandboxes/')) return undefined;
  const found = SANDBOX_PATH.exec(pathname);
  return found ? { id: found[1] ?? '', rest: found[2] ?? '/' } : undefined;
}
