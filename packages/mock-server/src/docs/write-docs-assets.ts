// Build step only, never imported by the mock: tsup's onSuccess calls it, `pnpm mock` runs this file with
// Node (`node src/docs/write-docs-assets.ts dist/docs`), so it imports nothing relative. Its names must
// match DOCS_FILES and SPEC_NAMES, which write-docs-assets.test.ts checks.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const packageRoot = fileURLToPath(new URL('../../', import.meta.url));
const specsDir = join(packageRoot, '../../specs');

/**
 * The placeholder Scalar's bundle gives every token and secret field: base64 of a joke sentence, which a
 * newcomer decodes wondering what it means. The written bundle says what goes there instead.
 */
export const SCALAR_TOKEN_PLACEHOLDER = 'QUxMIFlPVVIgQkFTRSBBUkUgQkVMT05HIFRPIFVT';
export const TOKEN_PLACEHOLDER = 'the token or secret to send';

/** The specs written, as `specs/<name>.json` (SPEC_NAMES). */
export const WRITTEN_SPECS = ['style-b', 'style-a', 'mock-control'] as const;

/**
 * Writes what `/_mock/docs` serves into `dir` (the package's `dist/docs/` at build): Scalar's standalone
 * browser bundle as `scalar.js` (its token placeholder replaced) and each spec converted from YAML to JSON as `specs/<name>.json`, so the
 * mock needs no YAML parser and no file outside its package at run time.
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
  const served = bundle
    .replace(/\n\/\/# sourceMappingURL=\S+\s*$/, '\n')
    .replaceAll(SCALAR_TOKEN_PLACEHOLDER, TOKEN_PLACEHOLDER);
  writeFileSync(join(dir, 'scalar.js'), served);
  for (const name of WRITTEN_SPECS) {
    const document = parse(readFileSync(join(specsDir, `${name}.openapi.yaml`), 'utf8')) as unknown;
    writeFileSync(join(dir, 'specs', `${name}.json`), JSON.stringify(document));
  }
}

if (import.meta.main) writeDocsAssets(resolve(process.argv[2] ?? join(packageRoot, 'dist/docs')));
