import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The package's own `fixtures/` folder (shipped in `files`): beside `dist/` in an installed package, three
 * folders up from `src/cli/commands/` when run from sources.
 */
export function packagedFixturesDir(here: string = import.meta.url): string {
  const up = /\/src\/cli\/commands\/[^/]+$/.test(here) ? '../../../fixtures/' : '../fixtures/';
  return fileURLToPath(new URL(up, here));
}

/** A name in the packaged folder: `style-b-card`, `style-b-card.json` or `fixtures/style-b-card.json`. */
function packagedName(path: string): string | undefined {
  const name = path.replace(/^(\.\/)?fixtures\//, '');
  if (!/^[\w.-]+$/.test(name) || name.startsWith('.')) return undefined;
  return name.endsWith('.json') ? name : `${name}.json`;
}

/**
 * Where a fixture file named on the command line is read from: the path as given when it exists (relative
 * to `cwd`), else the file of that name among the package's own fixtures, so the README's
 * `card-issuance-mock fixtures fixtures/style-b-card.json` (or `fixtures style-b-card`) works from any
 * folder once installed (DECISIONS.md G-69). Answers the path as given when neither exists, so the error
 * names what the user typed.
 *
 * @example
 * fixturesPath('fixtures/style-b-card.json'); // '<cwd>/fixtures/style-b-card.json' if there, else '<package>/fixtures/style-b-card.json'
 */
export function fixturesPath(
  path: string,
  cwd: string = process.cwd(),
  packagedDir: string = packagedFixturesDir(),
  exists: (file: string) => boolean = existsSync,
): string {
  if (isAbsolute(path) || exists(resolve(cwd, path))) return path;
  const name = packagedName(path);
  if (name === undefined) return path;
  const packaged = join(packagedDir, name);
  return exists(packaged) ? packaged : path;
}
