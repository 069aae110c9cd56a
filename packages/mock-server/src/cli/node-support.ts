import { readFileSync } from 'node:fs';

/** The fields of the package's own manifest the CLI reads. */
export interface OwnManifest {
  version: string;
  engines: { node: string };
}

/**
 * The manifest of the installed package, read beside the running CLI (`dist/cli.js` → `package.json`) when
 * it starts rather than copied into the build: `--version` then always names the version installed, even
 * when the build predates `changeset version`.
 *
 * @example
 * readOwnManifest().version; // '0.1.0'
 */
export function readOwnManifest(): OwnManifest {
  return JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as OwnManifest;
}

/**
 * One line saying that this Node is older than the package's `engines.node` (a `>=major.minor[.patch]`
 * range), or undefined when it is recent enough. The CLI checks this before anything else, so an old Node
 * gets this line and exit code 1, not a stack trace from whatever feature it lacks first (`node:sqlite`
 * for `--data-dir`, `require(esm)`).
 *
 * @example
 * unsupportedNode('>=22.13', '20.20.2');
 * // 'card-issuance-mock needs Node 22.13 or newer (this is Node 20.20.2); install a newer Node from …'
 */
export function unsupportedNode(range: string, current: string): string | undefined {
  const wanted = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(range.trim());
  if (!wanted) return undefined; // a range this check does not read: leave it to npm's engine check
  const need = wanted.slice(1).map((part) => Number(part ?? 0));
  const have = current.split('.').map((part) => Number.parseInt(part, 10) || 0);
  for (let i = 0; i < 3; i++) {
    if ((have[i] ?? 0) > (need[i] ?? 0)) return undefined;
    if ((have[i] ?? 0) < (need[i] ?? 0)) {
      const shown = wanted
        .slice(1)
        .filter((part) => part !== undefined)
        .join('.');
      return `card-issuance-mock needs Node ${shown} or newer (this is Node ${current}); install a newer Node from https://nodejs.org and run it again`;
    }
  }
  return undefined;
}
