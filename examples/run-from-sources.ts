// `node --import ../run-from-sources.ts src/main.ts`: an example's Node entry run against the workspace
// packages' sources, so a fresh clone runs it after `install`, with no `build` first (the examples' vitest
// and Vite configs alias the same entries). Outside this repository, `node src/main.ts` runs the example
// against the installed packages and needs none of this.
//
// Three Node module hooks: a workspace package's entry (`@card-issuance/sdk-style-b`, ...) resolves to the
// source it is built from (ENTRY_SOURCES, the table the vitest configs use); an extensionless relative
// import inside a package's sources finds its `.ts` file or folder index, as the packages' bundler does;
// and those sources are compiled by esbuild (they hold TypeScript that Node's type stripping refuses,
// parameter properties for one).
import { readFileSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { join, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { ENTRY_SOURCES } from '../vitest.sources.ts';

const PACKAGES = fileURLToPath(new URL('../packages/', import.meta.url));

const entries = new Map(
  Object.entries(ENTRY_SOURCES).flatMap(([name, sources]) =>
    Object.entries(sources).map(([subpath, source]): [string, string] => [
      `${name}${subpath}`,
      pathToFileURL(join(PACKAGES, name.replace('@card-issuance/', ''), source)).href,
    ]),
  ),
);

const inPackageSources = (url: string | undefined) =>
  url?.startsWith('file:') === true &&
  fileURLToPath(url).startsWith(PACKAGES) &&
  !fileURLToPath(url).includes(`${sep}node_modules${sep}`);

registerHooks({
  resolve(specifier, context, nextResolve) {
    const source = entries.get(specifier);
    if (source !== undefined) return { url: source, format: 'module', shortCircuit: true };
    try {
      return nextResolve(specifier, context);
    } catch (error) {
      if (!specifier.startsWith('.') || !inPackageSources(context.parentURL)) throw error;
      for (const ending of ['.ts', '/index.ts']) {
        try {
          return nextResolve(`${specifier}${ending}`, context);
        } catch {
          // Not this one; the next ending, then the first error.
        }
      }
      throw error;
    }
  },
  load(url, context, nextLoad) {
    if (!url.endsWith('.ts') || !inPackageSources(url)) return nextLoad(url, context);
    const path = fileURLToPath(url);
    const { code } = transformSync(readFileSync(path, 'utf8'), {
      loader: 'ts',
      format: 'esm',
      target: 'es2023',
      sourcefile: path,
      sourcemap: 'inline',
    });
    return { format: 'module', source: code, shortCircuit: true };
  },
});
