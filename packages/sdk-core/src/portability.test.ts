import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The SDKs run on Node 22+, browsers, Deno, Bun and edge runtimes: fetch and Web Crypto only. The
// tsconfigs load Node types for the tests, so this check keeps Node out of every source an SDK entry
// ships: its own and the private packages it bundles.
const packages = join(import.meta.dirname, '..', '..');
const roots = ['sdk-core/src', 'contracts/src', 'sdk-style-a/src', 'sdk-style-b/src'].map((dir) =>
  join(packages, dir),
);
const sources = roots.flatMap((root) =>
  (readdirSync(root, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.ts') && !file.includes('.test') && !file.startsWith('generated'))
    .map((file) => join(root, file)),
);

describe('shipped source of the SDKs', () => {
  it('exists', () => {
    expect(sources.length).toBeGreaterThan(30);
  });

  it.each(sources.map((file) => [file.slice(packages.length + 1), file]))(
    '%s uses no Node module or global',
    (_name, file) => {
      const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|\/\/.*$/gm, '');
      expect(text).not.toMatch(/from '(node:|fs|path|crypto|http|https|util|net)'/);
      expect(text).not.toMatch(/\b(process|Buffer|require|__dirname)\b[.(]/);
    },
  );
});
