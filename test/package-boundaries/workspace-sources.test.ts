import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ENTRY_SOURCES, workspaceSources } from '../../vitest.sources.ts';
import { ROOT } from './relative-reach';

// The suites that import the mock or the verifier by name run their sources through these aliases: an entry
// the table misses would silently resolve to a build instead, and a stale one to a file that is gone.

/** The package folder of a workspace package name (`@card-issuance/mock-server` -> packages/mock-server). */
const folderOf = (name: string) => join(ROOT, 'packages', name.replace('@card-issuance/', ''));

describe('workspaceSources', () => {
  it.each(Object.entries(ENTRY_SOURCES))(
    'maps %s entries to existing sources of exported entries',
    (name, entries) => {
      const manifest = JSON.parse(readFileSync(join(folderOf(name), 'package.json'), 'utf8')) as {
        exports: Record<string, unknown>;
      };
      for (const [subpath, source] of Object.entries(entries)) {
        expect(Object.keys(manifest.exports), `${name}${subpath}`).toContain(`.${subpath}`);
        expect(existsSync(join(folderOf(name), source)), source).toBe(true);
      }
    },
  );

  it('resolves each package through the dependencies of the config that asks', () => {
    const fromTestSupport = workspaceSources(
      pathToFileURL(join(ROOT, 'packages/test-support/vitest.config.ts')).href,
    );
    expect(
      fromTestSupport.find((alias) => alias.find.test('@card-issuance/mock-server/node'))?.replacement,
    ).toBe(join(ROOT, 'packages/mock-server/src/node/index.ts'));
    // sdk-core depends on the verifier only: the mock is no alias of its suite.
    const fromSdkCore = workspaceSources(
      pathToFileURL(join(ROOT, 'packages/sdk-core/vitest.config.ts')).href,
    );
    expect(fromSdkCore.some((alias) => alias.find.test('@card-issuance/mock-server'))).toBe(false);
    expect(fromSdkCore.some((alias) => alias.find.test('@card-issuance/webhook-verifier/errors'))).toBe(true);
    expect(fromSdkCore.some((alias) => alias.find.test('@card-issuance/webhook-verifier/errorsx'))).toBe(
      false,
    );
  });
});
