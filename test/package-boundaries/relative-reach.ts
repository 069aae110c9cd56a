import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** The repository root. */
export const ROOT = resolve(import.meta.dirname, '../..');
/** The folders whose children are workspace packages with suites of their own. */
const PARENTS = ['packages', 'examples'];
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', '.turbo']);
const CODE = /\.(ts|mts|cts|tsx|js|mjs|cjs)$/;
/** Specifiers of static and dynamic imports, re-exports, `require` and `vi.mock`. */
const IMPORTS = /(?:\bfrom|\bimport|\brequire|\bvi\.mock)\s*\(?\s*['"](\.{1,2}\/[^'"]*)['"]/g;
/** In a vitest config, every relative path (`setupFiles`, `globalSetup`, `include` name files too). */
const PATHS = /['"](\.{1,2}\/[^'"]*)['"]/g;

/** A workspace package: its folder, relative to the root. */
export function packageFolders(root = ROOT): string[] {
  return PARENTS.flatMap((parent) =>
    existsSync(join(root, parent))
      ? readdirSync(join(root, parent), { withFileTypes: true })
          .filter(
            (entry) => entry.isDirectory() && existsSync(join(root, parent, entry.name, 'package.json')),
          )
          .map((entry) => `${parent}/${entry.name}`)
      : [],
  );
}

function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIPPED.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return codeFiles(path);
    return CODE.test(entry.name) ? [path] : [];
  });
}

/**
 * Every relative specifier of `file` that lands in the src/ or test/ of another package than `own`, as
 * `file -> specifier` (both relative to `root`).
 *
 * @example
 * reachesInto('packages/sdk-style-b/test/msw.test.ts', 'packages/sdk-style-b', packages);
 */
export function reachesInto(file: string, own: string, packages: readonly string[], root = ROOT): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const pattern = /(^|\/)vitest(\.[\w-]+)?\.config\.[cm]?ts$/.test(file) ? PATHS : IMPORTS;
  return [...text.matchAll(pattern)].flatMap(([, specifier = '']) => {
    const target = relative(root, resolve(dirname(join(root, file)), specifier))
      .split(sep)
      .join('/');
    const other = packages.find((pkg) => pkg !== own && target.startsWith(`${pkg}/`));
    if (!other) return [];
    const inside = target.slice(other.length + 1).split('/')[0];
    return inside === 'src' || inside === 'test' ? [`${file} -> ${specifier}`] : [];
  });
}

/** What every file of every package reaches into other packages' src/ and test/ by a relative path. */
export function relativeReaches(root = ROOT): string[] {
  const packages = packageFolders(root);
  return packages.flatMap((own) =>
    codeFiles(join(root, own)).flatMap((path) => reachesInto(relative(root, path), own, packages, root)),
  );
}
