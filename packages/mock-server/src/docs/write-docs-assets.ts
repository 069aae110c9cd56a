// Build step only (tsup's onSuccess, and tests that need fresh assets): never imported by the mock itself.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { DOCS_FILES } from './docs-assets';
import { SPEC_NAMES } from './spec-names';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const specsDir = join(packageRoot, '../../specs');

/**
 * Writes what `/_mock/docs` serves into `dir` (the package's `dist/docs/` at build): Scalar's standalone
 * browser bundle and each spec converted from YAML to JSON, so the mock needs no YAML
 * parser and no file outside its package at run time.
 *
 * @example
 * writeDocsAssets(join(packageRoot, 'dist/docs'));
 */
export function writeDocsAssets(dir: string): void {
  // The package's own devDependency (its exports map hides package.json from require.resolve).
  const scalarRoot = join(packageRoot, 'node_modules/@scalar/api-reference');
  mkdirSync(join(dir, 'specs'), { recursive: true });
  // The source map (17 MB) is not shipped, so its reference goes too: no 404 when devtools open.
  const bundle = readFileSync(join(scalarRoot, 'dist/browser/standalone.js'), 'utf8');
  writeFileSync(join(dir, DOCS_FILES.scalar), bundle.replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n'));
  for (const name of SPEC_NAMES) {
    const document = parse(readFileSync(join(specsDir, `${name}.openapi.yaml`), 'utf8')) as unknown;
    writeFileSync(join(dir, DOCS_FILES.spec(name)), JSON.stringify(document));
  }
}
