import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The entries of the workspace's built packages that other packages' suites import by name, mapped to the
// source file each is built from (the packages' tsup.config.ts): a suite runs against the sources, with no
// build first. Shared by the packages' vitest configs, like tsup.base.ts by their builds.
export const ENTRY_SOURCES: Record<string, Record<string, string>> = {
  '@card-issuance/mock-server': {
    '': 'src/index.ts',
    '/node': 'src/node/index.ts',
    '/msw': 'src/msw/index.ts',
    '/testing': 'src/testing/index.ts',
    '/client': 'src/client/index.ts',
  },
  '@card-issuance/webhook-verifier': {
    '': 'src/index.ts',
    '/errors': 'src/errors/index.ts',
    '/encoding': 'src/encoding/index.ts',
  },
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A vitest `resolve.alias` entry: an exact module name and the file it resolves to. */
export interface SourceAlias {
  find: RegExp;
  replacement: string;
}

/**
 * Aliases that resolve the workspace packages' entries (`@card-issuance/mock-server/node`, ...) to their
 * sources, for a vitest config's `resolve.alias`. Each package is found through its name from `from` (the
 * config's `import.meta.url`, beside its package.json), so only the packages it depends on are aliased.
 *
 * @example
 * export default defineProject({ resolve: { alias: workspaceSources(import.meta.url) }, test: { name: 'sdk-style-b' } });
 */
export function workspaceSources(from: string): SourceAlias[] {
  const require = createRequire(from);
  const manifest = JSON.parse(readFileSync(join(dirname(fileURLToPath(from)), 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  const declared = { ...manifest.dependencies, ...manifest.devDependencies };
  return Object.entries(ENTRY_SOURCES).flatMap(([name, entries]) => {
    if (!(name in declared)) return [];
    const root = dirname(require.resolve(`${name}/package.json`));
    return Object.entries(entries).map(([subpath, source]) => ({
      find: new RegExp(`^${escapeRegExp(`${name}${subpath}`)}$`),
      replacement: join(root, source),
    }));
  });
}
