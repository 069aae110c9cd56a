import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The entries of the workspace's built packages that other packages' suites and the examples import by
// name, mapped to the source file each is built from (the packages' tsup.config.ts): a suite or an example
// runs against the sources, with no build first. Shared by the packages' and examples' vitest configs and
// by examples/run-from-sources.ts (Node), like tsup.base.ts by the builds.
export const ENTRY_SOURCES: Record<string, Record<string, string>> = {
  '@card-issuance/mock-server': {
    '': 'src/index.ts',
    '/node': 'src/node/index.ts',
    '/msw': 'src/msw/index.ts',
    '/testing': 'src/testing/index.ts',
    '/client': 'src/client/index.ts',
    '/vitest': 'src/vitest/index.ts',
    '/playwright': 'src/playwright/index.ts',
  },
  '@card-issuance/webhook-verifier': {
    '': 'src/index.ts',
    '/node': 'src/adapters/node/index.ts',
    '/express': 'src/adapters/express/index.ts',
    '/fastify': 'src/adapters/fastify/index.ts',
    '/hono': 'src/adapters/hono/index.ts',
    '/fetch': 'src/adapters/fetch/index.ts',
    '/errors': 'src/errors/index.ts',
    '/encoding': 'src/encoding/index.ts',
    '/redis': 'src/dedupe/redis/index.ts',
    '/postgres': 'src/dedupe/postgres/index.ts',
    '/tracing': 'src/tracing/index.ts',
  },
  '@card-issuance/sdk-style-a': {
    '': 'src/index.ts',
    '/reveal': 'src/reveal.ts',
    '/widget': 'src/widget.ts',
  },
  '@card-issuance/sdk-style-b': {
    '': 'src/index.ts',
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A vitest `resolve.alias` entry: an exact module name and the file it resolves to. */
export interface SourceAlias {
  find: RegExp;
  replacement: string;
}

/** The packages of {@link ENTRY_SOURCES} a package.json declares (dependencies or devDependencies). */
function declaredSources(packageDir: string): string[] {
  const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const declared = { ...manifest.dependencies, ...manifest.devDependencies };
  return Object.keys(ENTRY_SOURCES).filter((name) => name in declared);
}

/**
 * Aliases that resolve the workspace packages' entries (`@card-issuance/mock-server/node`, ...) to their
 * sources, for a vitest config's `resolve.alias`. Each package is found through its name from `from` (the
 * config's `import.meta.url`, beside its package.json), so only the packages it depends on are aliased,
 * with those their sources import in turn (the mock's sources import the verifier's, which its build
 * bundles).
 *
 * @example
 * export default defineProject({ resolve: { alias: workspaceSources(import.meta.url) }, test: { name: 'sdk-style-b' } });
 */
export function workspaceSources(from: string): SourceAlias[] {
  const roots = new Map<string, string>();
  const visit = (packageDir: string) => {
    const require = createRequire(join(packageDir, 'package.json'));
    for (const name of declaredSources(packageDir)) {
      if (roots.has(name)) continue;
      const root = dirname(require.resolve(`${name}/package.json`));
      roots.set(name, root);
      visit(root);
    }
  };
  visit(dirname(fileURLToPath(from)));
  return [...roots].flatMap(([name, root]) =>
    Object.entries(ENTRY_SOURCES[name] ?? {}).map(([subpath, source]) => ({
      find: new RegExp(`^${escapeRegExp(`${name}${subpath}`)}$`),
      replacement: join(root, source),
    })),
  );
}
