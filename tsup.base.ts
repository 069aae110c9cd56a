import type { Options } from 'tsup';

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
