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

/**
 * The subpath entries of the private packages (`@card-issuance/contracts/style-a-types`,
 * `@card-issuance/sdk-core/webhook-errors`, ...) as TypeScript `paths` to their source files. tsup's
 * declaration resolver reads no `exports` map, so without them a subpath import would stay an import of
 * the private package in the published `.d.ts`; with them, TypeScript resolves it to the source and the
 * declaration bundle inlines it.
 */
const PRIVATE_PATHS: Record<string, string[]> = Object.fromEntries(
  ['contracts', 'sdk-core'].flatMap((name) => {
    const root = fileURLToPath(new URL(`./packages/${name}/`, import.meta.url));
    const { exports } = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as {
      exports: Record<string, string>;
    };
    return Object.entries(exports)
      .filter(([subpath]) => subpath !== '.')
      .map(([subpath, file]) => [`@card-issuance/${name}${subpath.slice(1)}`, [resolve(root, file)]]);
  }),
);

/**
 * The declaration options of a package that bundles the private packages' types ({@link BUNDLED_TYPES},
 * and their subpath entries resolved to their sources).
 *
 * @example
 * packageBuild(entries, { dts: BUNDLED_DTS });
 */
export const BUNDLED_DTS = { resolve: BUNDLED_TYPES, compilerOptions: { paths: PRIVATE_PATHS } };

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
 * built file of the same format (`.js` in the ESM build, `.cjs` in the CommonJS one) rather than a second
 * bundled copy, which would also make a second, `instanceof`-distinct copy of its error classes. Entries
 * import each other only from the top of `dist/`.
 *
 * @example
 * packageBuild(entries, { format: ['esm', 'cjs'], esbuildPlugins: [separateEntries(entries)] });
 */
export function separateEntries(entry: Record<string, string>): Plugin {
  const withoutExtension = (file: string) => file.replace(/\.(ts|js)$/, '');
  const names = new Map(Object.entries(entry).map(([name, file]) => [withoutExtension(resolve(file)), name]));
  return {
    name: 'separate-entries',
    setup(build) {
      // The format tsup builds, from the extension it gives the files: esbuild itself builds ESM for both
      // when tree-shaking (rollup makes the CommonJS).
      const extension = build.initialOptions.outExtension?.['.js'] === '.cjs' ? '.cjs' : '.js';
      build.onResolve({ filter: /^\.\.?\// }, (args) => {
        if (args.kind === 'entry-point') return undefined;
        const name = names.get(withoutExtension(resolve(args.resolveDir, args.path)));
        if (!name) return undefined;
        return { path: `./${name}${extension}`, external: true };
      });
    },
  };
}

/**
 * The build of an SDK: each entry in ESM and CJS with types, the private core and contracts bundled
 * (types included). `@card-issuance/webhook-verifier` is a dependency, left external (code and types):
 * one copy of its error classes whichever package a user imports them from (DECISIONS.md S-17); the SDK
 * loads it on first use. The entries are kept apart ({@link separateEntries}) so that lazily loaded ones
 * stay separate files. One build of both formats, so the declarations (`.d.ts` and `.d.cts`) come from one
 * TypeScript program: two builds, one per format, made the SDKs' declarations most of the build's time.
 *
 * @example
 * // packages/sdk-style-b/tsup.config.ts
 * export default defineConfig(sdkBuild({ index: 'src/index.ts', 'internal/raw-client': 'src/internal/raw-client.ts' }));
 */
export function sdkBuild(entry: Record<string, string>): Options[] {
  return [
    packageBuild(entry, {
      noExternal: PRIVATE_WORKSPACE_PACKAGES,
      dts: BUNDLED_DTS,
      esbuildPlugins: [separateEntries(entry)],
      // A lazy `import()` becomes `require()` in CommonJS: there, import() would load the verifier's ESM
      // build, whose error classes are not the ones the CJS entry re-exports (the dual-package hazard).
      esbuildOptions(options, { format }) {
        if (format === 'cjs') options.supported = { ...options.supported, 'dynamic-import': false };
      },
    }),
  ];
}
