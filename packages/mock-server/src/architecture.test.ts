import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// The layers of src/ (README.md in this folder draws them) and the folders each may import. Lower layers
// never import higher ones; a face never imports the other face. Biome's noRestrictedImports says the same
// in the editor (biome.json); this test also checks that every folder of src/ has a place in the table.
const MAY_IMPORT: Record<string, readonly string[]> = {
  generated: [],
  domain: [],
  http: ['domain'],
  'style-a': ['domain', 'http'],
  'style-b': ['domain', 'http'],
  control: ['domain', 'http', 'style-a', 'style-b'],
  docs: ['domain', 'http', 'app'],
  dashboard: ['http', 'docs', 'generated'],
  app: ['domain', 'http', 'style-a', 'style-b', 'control', 'docs', 'dashboard'],
  testing: ['domain', 'http', 'style-a', 'style-b', 'app'],
  client: ['app', 'testing'],
  msw: ['app', 'http'],
  node: ['app', 'domain', 'http', 'control'],
  cli: ['app', 'domain', 'http', 'node', 'testing', 'client'],
  vitest: ['app', 'client'],
  playwright: ['client'],
};

const SRC = import.meta.dirname;
/** Tests beside the code are not part of its layer; test support lives in test/support/, outside src/. */
const TESTS = /\.test(-d)?\.ts$/;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !TESTS.test(entry.name) ? [path] : [];
  });
}

/** The top-level folder of src/ a relative import of `file` lands in, or undefined when it leaves src/. */
function layerOf(file: string, specifier: string): string | undefined {
  const target = relative(SRC, resolve(dirname(file), specifier));
  return target.startsWith('..') ? undefined : target.split('/')[0];
}

describe('the layers of src/', () => {
  const folders = readdirSync(SRC, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

  it('gives every folder a place in the table', () => {
    expect(folders.filter((folder) => !(folder in MAY_IMPORT))).toEqual([]);
  });

  it.each(folders.filter((folder) => folder in MAY_IMPORT))(
    '%s imports only the layers below it',
    (folder) => {
      const allowed = new Set([folder, ...(MAY_IMPORT[folder] ?? [])]);
      const wrong: string[] = [];
      for (const file of sources(join(SRC, folder))) {
        for (const [, specifier] of readFileSync(file, 'utf8').matchAll(
          /(?:from|import)\s*\(?\s*'(\.[^']+)'/g,
        )) {
          const layer = layerOf(file, specifier ?? '');
          if (layer !== undefined && !allowed.has(layer) && layer.includes('.') === false) {
            wrong.push(`${relative(SRC, file)} -> ${specifier}`);
          }
        }
      }
      expect(wrong).toEqual([]);
    },
  );
});
