import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LAYERS, type Layer } from './layers';

// Every import of src/ against the one table of its layers (layers.ts), and biome.json's
// noRestrictedImports overrides (the editor's warning) against the same table.
const MAY_IMPORT: Record<string, readonly string[]> = Object.fromEntries(
  Object.entries(LAYERS).map(([folder, layer]) => [folder, layer.mayImport]),
);

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

describe('the table of layers (layers.ts)', () => {
  const order = Object.keys(LAYERS);

  it.each(order)('lets %s import only folders listed before it', (folder) => {
    const below = order.slice(0, order.indexOf(folder));
    expect((MAY_IMPORT[folder] ?? []).filter((other) => !below.includes(other))).toEqual([]);
  });

  it('lets neither face import the other', () => {
    expect(LAYERS['style-a'].mayImport).not.toContain('style-b');
    expect(LAYERS['style-b'].mayImport).not.toContain('style-a');
  });
});

interface RestrictedImports {
  includes?: string[];
  linter?: {
    rules?: {
      style?: { noRestrictedImports?: { options: { patterns: { group: string[]; message: string }[] } } };
    };
  };
}

describe("biome.json's noRestrictedImports overrides", () => {
  const biome = JSON.parse(readFileSync(resolve(SRC, '../../../biome.json'), 'utf8')) as {
    overrides: RestrictedImports[];
  };
  const overrides = biome.overrides.flatMap((override) => {
    const patterns = override.linter?.rules?.style?.noRestrictedImports?.options.patterns;
    const folder = /^packages\/mock-server\/src\/([\w-]+)\/\*\*$/.exec(override.includes?.[0] ?? '')?.[1];
    return patterns && folder ? [{ folder, patterns, includes: override.includes ?? [] }] : [];
  });

  it('exist for the lower layers', () => {
    expect(overrides.map((override) => override.folder)).toEqual([
      'domain',
      'http',
      'style-a',
      'style-b',
      'control',
    ]);
  });

  it.each(overrides.map((override) => [override.folder, override] as const))(
    'forbid %s exactly the folders and packages the table forbids it',
    (folder, { patterns, includes }) => {
      const layer: Layer = LAYERS[folder as keyof typeof LAYERS];
      const allowed = new Set([folder, ...layer.mayImport]);
      const folders = Object.keys(LAYERS)
        .filter((other) => !allowed.has(other))
        .flatMap((other) => [`**/${other}`, `**/${other}/**`]);
      const groups = patterns.map((pattern) => [...pattern.group].sort());
      const expected = [layer.mayNotImportPackages ?? [], folders]
        .filter((group) => group.length > 0)
        .map((group) => [...group].sort());
      expect(groups).toEqual(expected);
      // Test support may reach what it drives, as in the check of the imports above.
      expect(includes.slice(1)).toEqual(['!**/*.test.ts']);
    },
  );
});
