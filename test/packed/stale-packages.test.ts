import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stalePackages } from '../../scripts/local-release/stale-packages';

// What `pnpm release:local` rebuilds before publishing: only the packages whose dist/ is older than what
// their build reads. A throwaway workspace: `sdk` depends on `verifier` (workspace:), `verifier` on nothing.

let root = '';
const OLD = new Date('2026-01-01T00:00:00Z');
const BUILT = new Date('2026-01-02T00:00:00Z');
const EDITED = new Date('2026-01-03T00:00:00Z');

function file(path: string, text: string, time: Date): void {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
  utimesSync(join(root, path), time, time);
}

function manifest(name: string, dependencies: Record<string, string> = {}): string {
  return JSON.stringify({ name, dependencies });
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'stale-packages-'));
  file('tsup.base.ts', '', OLD);
  file('specs/a.openapi.yaml', '', OLD);
  file('specs/DECISIONS.md', '', OLD);
  file('packages/verifier/package.json', manifest('@x/verifier'), OLD);
  file('packages/verifier/src/index.ts', '', OLD);
  file('packages/verifier/dist/index.js', '', BUILT);
  file('packages/sdk/package.json', manifest('@x/sdk', { '@x/verifier': 'workspace:^' }), OLD);
  file('packages/sdk/src/index.ts', '', OLD);
  file('packages/sdk/dist/index.js', '', BUILT);
  file('packages/sdk/dist/index.d.ts', '', BUILT);
});

afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('stalePackages', () => {
  it('is empty when every dist/ is newer than its inputs', () => {
    expect(stalePackages(root, ['sdk', 'verifier'])).toEqual([]);
  });

  it('names a package whose dist/ is missing', () => {
    rmSync(join(root, 'packages/sdk/dist'), { recursive: true });
    expect(stalePackages(root, ['sdk', 'verifier'])).toEqual(['sdk']);
  });

  it('names a package whose source changed after its build, and those depending on it', () => {
    file('packages/verifier/src/index.ts', 'export {};', EDITED);
    expect(stalePackages(root, ['sdk', 'verifier'])).toEqual(['sdk', 'verifier']);
  });

  it('names only the dependent when the dependent alone changed', () => {
    file('packages/sdk/src/index.ts', 'export {};', EDITED);
    expect(stalePackages(root, ['sdk', 'verifier'])).toEqual(['sdk']);
  });

  it('names every package when a shared input changed (tsup.base.ts, an OpenAPI document)', () => {
    file('specs/a.openapi.yaml', 'openapi: 3.1.0', EDITED);
    expect(stalePackages(root, ['sdk', 'verifier'])).toEqual(['sdk', 'verifier']);
    file('specs/a.openapi.yaml', 'openapi: 3.1.0', OLD);
    file('tsup.base.ts', 'export {};', EDITED);
    expect(stalePackages(root, ['sdk', 'verifier'])).toEqual(['sdk', 'verifier']);
  });

  it('ignores what no build reads: the rest of specs/, a README, tests', () => {
    file('specs/DECISIONS.md', '# Decisions', EDITED);
    file('packages/sdk/README.md', '# sdk', EDITED);
    file('packages/sdk/test/a.test.ts', '', EDITED);
    expect(stalePackages(root, ['sdk', 'verifier'])).toEqual([]);
  });

  it('compares with the oldest file of dist/, so a half-finished build counts as stale', () => {
    file('packages/sdk/dist/index.d.ts', '', OLD);
    file('packages/sdk/src/index.ts', '', BUILT);
    expect(stalePackages(root, ['sdk'])).toEqual(['sdk']);
  });
});
