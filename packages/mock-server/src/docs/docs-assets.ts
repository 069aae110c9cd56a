import type { SpecName } from './spec-names';

/** An OpenAPI document as parsed JSON. */
export type OpenApiDocument = Record<string, unknown>;

/**
 * Where `/_mock/docs` gets what it serves: Scalar's browser bundle and the specs, which are too large to
 * live in the mock's code (4 MB and 0.5 MB) and are shipped beside it in `dist/docs/` instead.
 */
export interface DocsAssets {
  /** Scalar's standalone browser bundle, or `undefined` when it is not available here. */
  scalarScript(): Promise<Uint8Array | undefined>;
  /** One spec, or `undefined` when it is not available here. */
  spec(name: SpecName): Promise<OpenApiDocument | undefined>;
}

/** File names inside a docs asset folder (written by `writeDocsAssets` at build). */
export const DOCS_FILES = {
  scalar: 'scalar.js',
  spec: (name: SpecName) => `specs/${name}.json`,
} as const;

type Fs = {
  readFile(path: string): Promise<Uint8Array>;
  readFile(path: string, encoding: 'utf8'): Promise<string>;
};
type NodeUrl = { fileURLToPath(url: URL): string };

/** A Node built-in without importing it, so this module stays loadable in browsers and workers. */
function builtin<T>(id: string): T | undefined {
  const proc = (globalThis as { process?: { getBuiltinModule?(id: string): unknown } }).process;
  return proc?.getBuiltinModule?.(id) as T | undefined;
}

async function readOrUndefined<T>(read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read();
  } catch {
    return undefined;
  }
}

/**
 * Docs assets read from a folder laid out as {@link DOCS_FILES}: Node only (22.3 and newer); elsewhere
 * everything is missing and `/_mock/docs` says so.
 *
 * @example
 * createMock({ docs: fileDocsAssets('/opt/mock/docs') });
 */
export function fileDocsAssets(dir: string | URL): DocsAssets {
  const read = async <T>(file: string, parse: (fs: Fs, path: string) => Promise<T>) => {
    const fs = builtin<Fs>('node:fs/promises');
    const url = builtin<NodeUrl>('node:url');
    if (!fs || !url) return undefined;
    const folder = typeof dir === 'string' ? dir : url.fileURLToPath(dir);
    return readOrUndefined(() => parse(fs, `${folder.replace(/\/+$/, '')}/${file}`));
  };
  return {
    scalarScript: () => read(DOCS_FILES.scalar, (fs, path) => fs.readFile(path)),
    spec: (name) =>
      read(
        DOCS_FILES.spec(name),
        async (fs, path) => JSON.parse(await fs.readFile(path, 'utf8')) as OpenApiDocument,
      ),
  };
}

/**
 * The assets the package ships: `dist/docs/` beside the built entry that runs (the build writes them there),
 * or the package's `dist/docs/` when the mock runs from its sources (its own tests).
 *
 * @example
 * createMock({ docs: packagedDocsAssets() }); // what createMock does by default
 */
export function packagedDocsAssets(): DocsAssets {
  const here = import.meta.url;
  // From src/docs/ (vitest) the built assets are two folders up; from dist/<entry>.js they sit beside it.
  const dir = /\/src\/docs\/[^/]+$/.test(here) ? new URL('../../dist/docs/', here) : new URL('./docs/', here);
  return fileDocsAssets(dir);
}
