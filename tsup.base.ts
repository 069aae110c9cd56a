import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Options } from 'tsup';

type Plugin = NonNullable<Options['esbuildPlugins']>[number];

/**
 * The private workspace packages (sdk-core, contracts) that published packages bundle, code and types, so
 * that they never become runtime dependencies.
 *
 * @example
 * packageBuild(entries, { noExternal: PRIVATE_WORKSPACE_PACKAGES, dts: { resolve: BUNDLED_TYPES } });
 */
export const PRIVATE_WORKSPACE_PACKAGES = [/^@card-issuance\/(sdk-core|contracts)(\/.*)?$/];

/**
 * What the declaration build resolves and inlines: the private packages, and relative imports (those
 * inside the private packages' sources too, which the type bundler would otherwise leave as imports).
 *
 * @example
 * packageBuild(entries, { dts: { resolve: BUNDLED_TYPES } });
 */
export const BUNDLED_TYPES = [...PRIVATE_WORKSPACE_PACKAGES, /^\.\.?\//];

const contracts = fileURLToPath(new URL('./packages/contracts/', import.meta.url));

/**
 * The subpath entries of the contracts package (`@card-issuance/contracts/style-a-types`, ...) as
 * TypeScript `paths` to their source files. tsup's declaration resolver reads no `exports` map, so
 * without them a subpath import would stay an import of the private package in the published `.d.ts`;
 * with them, TypeScript resolves it to the source and the declaration bundle inlines it.
 */
const CONTRACTS_PATHS: Record<string, string[]> = Object.fromEntries(
  Object.entries(
    (JSON.parse(readFileSync(`${contracts}package.json`, 'utf8')) as { exports: Record<string, string> })
      .exports,
  ).map(([subpath, file]) => [`@card-issuance/contracts${subpath.slice(1)}`, [resolve(contracts, file)]]),
);

/**
 * The declaration options of a package that bundles the private packages' types ({@link BUNDLED_TYPES},
 * and the contracts' subpath entries resolved to their sources).
 *
 * @example
 * packageBuild(entries, { dts: BUNDLED_DTS });
 */
export const BUNDLED_DTS = { resolve: BUNDLED_TYPES, compilerOptions: { paths: CONTRACTS_PATHS } };

/**
 * The build every publishable package shares: ESM and CJS with type declarations for each entry.
 *
 * @example
 * // packages/sdk-style-b/tsup.config.ts
 * export default defineConfig(packageBuild({ index: 'src/index.ts' }));
 */
export function packageBuild(entry: Record<string, string>, overrides: Options = {}): Options {
  return {
    entry,
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    sourcemap: true,
    target: 'es2023',
    treeshake: true,
    splitting: false,
    ...overrides,
  };
}

/**
 * Keeps every entry of a package one file: an import of another entry's source (the client's lazy
 * `import('../reveal.js')`, the index re-exporting the reveal entry) becomes an import of that entry's
 * built file of the same format rather than a second bundled copy, which would also make a second,
 * `instanceof`-distinct copy of its error classes. `packages` does the same for bare package names (a
 * bundled package built as an entry of its own). Entries import each other only from the top of `dist/`.
 *
 * @example
 * packageBuild(entries, { format: ['esm'], esbuildPlugins: [separateEntries(entries, '.js')] });
 */
export function separateEntries(
  entry: Record<string, string>,
  extension: '.js' | '.cjs',
  packages: Record<string, string> = {},
): Plugin {
  const withoutExtension = (file: string) => file.replace(/\.(ts|js)$/, '');
  const names = new Map(Object.entries(entry).map(([name, file]) => [withoutExtension(resolve(file)), name]));
  return {
    name: 'separate-entries',
    setup(build) {
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const name = names.get(withoutExtension(resolve(args.resolveDir, args.path)));
        if (!name) return undefined;
        return { path: `./${name}${extension}`, external: true };
      });
      build.onResolve({ filter: /^[^./]/ }, (args) => {
        const name = packages[args.path];
        return name === undefined ? undefined : { path: `./${name}${extension}`, external: true };
      });
    },
  };
}

const verifierSource = fileURLToPath(new URL('./packages/webhook-verifier/src/index.ts', import.meta.url));

/**
 * The public packages an SDK bundles, each as an entry of its own under `dist/internal/`, so that the SDK
 * installs alone (an unpublished or mismatched sibling can never break `npm install`) and still loads
 * each one only on first use. The SDK's dependency on the verifier is a devDependency for that reason.
 */
const SDK_BUNDLED_PACKAGES: Record<string, { entry: string; source: string }> = {
  '@card-issuance/webhook-verifier': { entry: 'internal/webhook-verifier', source: verifierSource },
};

/**
 * The build of an SDK: each entry in ESM and CJS with types, the private core and contracts bundled
 * (types included) and the webhook verifier built as a lazily loaded file of its own
 * ({@link SDK_BUNDLED_PACKAGES}), so that the package is self-contained; the entries are kept apart
 * ({@link separateEntries}) so that lazily loaded ones stay separate files.
 *
 * @example
 * // packages/sdk-style-b/tsup.config.ts
 * export default defineConfig(sdkBuild({ index: 'src/index.ts', 'internal/raw-client': 'src/internal/raw-client.ts' }));
 */
export function sdkBuild(entry: Record<string, string>): Options[] {
  const bundled = Object.entries(SDK_BUNDLED_PACKAGES);
  const entries = {
    ...entry,
    ...Object.fromEntries(bundled.map(([, { entry, source }]) => [entry, source])),
  };
  const packages = Object.fromEntries(bundled.map(([name, { entry }]) => [name, entry]));
  // Declarations for the SDK's own entries only, with the bundled packages' types inlined from source.
  const dts = {
    entry,
    resolve: [...BUNDLED_TYPES, ...bundled.map(([name]) => name)],
    compilerOptions: {
      paths: {
        ...CONTRACTS_PATHS,
        ...Object.fromEntries(bundled.map(([name, { source }]) => [name, [source]])),
      },
    },
  };
  const shared = { noExternal: [...PRIVATE_WORKSPACE_PACKAGES, ...Object.keys(packages)], dts };
  return [
    packageBuild(entries, {
      ...shared,
      format: ['esm'],
      esbuildPlugins: [separateEntries(entries, '.js', packages)],
    }),
    packageBuild(entries, {
      ...shared,
      format: ['cjs'],
      clean: false,
      esbuildPlugins: [separateEntries(entries, '.cjs', packages)],
    }),
  ];
}
