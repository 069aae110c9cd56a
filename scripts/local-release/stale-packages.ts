import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What a package's build reads from its own folder (besides its workspace dependencies' sources). */
const BUILD_INPUTS = ['src', 'package.json', 'tsup.config.ts', 'tsconfig.json'];
/** What every build reads from the repository root. */
const SHARED_INPUTS = ['tsup.base.ts', 'tsconfig.base.json', 'pnpm-lock.yaml'];
/** The OpenAPI documents in `specs/`, which the mock's build copies for its API reference. */
const SPEC_FILE = /\.openapi\.yaml$/;

interface Manifest {
  name: string;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

function manifestOf(dir: string): Manifest {
  return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** The modification time of every file under `path` (or of `path` itself); none when it is missing. */
function mtimes(path: string): number[] {
  if (!existsSync(path)) return [];
  const stat = statSync(path);
  if (!stat.isDirectory()) return [stat.mtimeMs];
  return readdirSync(path).flatMap((entry) => mtimes(join(path, entry)));
}

/** The folders (under packages/) of a package and of the workspace packages it depends on, transitively. */
function withWorkspaceDependencies(root: string, dir: string): string[] {
  const byName = new Map(
    readdirSync(join(root, 'packages'))
      .filter((entry) => existsSync(join(root, 'packages', entry, 'package.json')))
      .map((entry) => [manifestOf(join(root, 'packages', entry)).name, entry]),
  );
  const seen = new Set<string>();
  const visit = (entry: string) => {
    if (seen.has(entry)) return;
    seen.add(entry);
    const { dependencies, devDependencies } = manifestOf(join(root, 'packages', entry));
    for (const [name, range] of Object.entries({ ...dependencies, ...devDependencies })) {
      const folder = byName.get(name);
      if (range.startsWith('workspace:') && folder) visit(folder);
    }
  };
  visit(dir);
  return [...seen];
}

/**
 * The packages (folders under packages/) whose `dist/` is missing or older than what their build reads:
 * their own sources and configs, those of the workspace packages they depend on (the private ones are
 * bundled; the SDKs read the verifier's types), the shared tsup and TypeScript configs, the lockfile and
 * the OpenAPI documents of `specs/`. Modification times only, so it errs towards building: a checkout or an edit makes a file newer.
 *
 * @example
 * stalePackages(root, ['webhook-verifier', 'mock-server']); // [] right after `pnpm build`
 */
export function stalePackages(root: string, dirs: readonly string[]): string[] {
  const specs = existsSync(join(root, 'specs'))
    ? readdirSync(join(root, 'specs')).filter((file) => SPEC_FILE.test(file))
    : [];
  const shared = [...SHARED_INPUTS, ...specs.map((file) => `specs/${file}`)].flatMap((input) =>
    mtimes(join(root, input)),
  );
  return dirs.filter((dir) => {
    const built = mtimes(join(root, 'packages', dir, 'dist'));
    if (built.length === 0) return true;
    const inputs = withWorkspaceDependencies(root, dir).flatMap((folder) =>
      BUILD_INPUTS.flatMap((input) => mtimes(join(root, 'packages', folder, input))),
    );
    const newestInput = [...shared, ...inputs].reduce((a, b) => Math.max(a, b), 0);
    return newestInput > built.reduce((a, b) => Math.min(a, b), Number.POSITIVE_INFINITY);
  });
}
