import type { Options } from 'tsup';

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
