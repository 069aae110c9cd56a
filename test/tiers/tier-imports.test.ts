import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { outOfProcessImports, testFiles } from './tier-imports';

// `pnpm test:unit` runs the plain `*.test.ts` files alone, in a minute or two: one that drove Chromium or
// spawned a process there would make it slow and flaky again. Such a test is named for its tier instead
// (`*.browser.test.ts`, `*.process.test.ts`; CONTRIBUTING.md, "Test tiers").

describe('the in-process tier', () => {
  it('finds the test files of every tier', () => {
    const files = testFiles();
    expect(files).toEqual(
      expect.arrayContaining([
        'packages/mock-server/test/cli.process.test.ts',
        'packages/mock-server/test/dashboard.browser.test.ts',
        'test/tiers/tier-imports.test.ts',
      ]),
    );
  });

  it('has no plain *.test.ts that loads a browser driver or child_process, itself or through a helper', () => {
    expect(outOfProcessImports()).toEqual([]);
  });
});

describe('the check itself', () => {
  const root = mkdtempSync(join(tmpdir(), 'test-tiers-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write(
    'packages/test-support/package.json',
    JSON.stringify({ exports: { './runtimes': './src/runtimes.ts', './msw': './src/msw.ts' } }),
  );
  write('packages/test-support/src/runtimes.ts', "import { spawn } from 'node:child_process';");
  write('packages/test-support/src/msw.ts', "export { setupServer } from 'msw/node';");
  write('packages/a/test/support/browser.ts', "import { chromium } from 'playwright-core';");
  write('packages/a/test/support/page.ts', "import type { Page } from 'playwright-core';");
  write('packages/a/test/direct.test.ts', "import { execFile } from 'node:child_process';");
  // Built from its parts, so that this file's own text imports nothing of the kind.
  const dynamicImport = (module: string) => `const loaded = await import('${module}');`;
  write('packages/a/test/late.test.ts', dynamicImport('child_process'));
  write('packages/a/src/server.ts', "import { spawn } from 'node:child_process';\nexport const pure = 1;");
  write('packages/a/src/server.test.ts', "import { pure } from './server';");
  write('packages/a/test/helper.test.ts', "import { launch } from './support/browser';");
  write(
    'packages/a/test/shared.test.ts',
    "import { runtimeSmokeSuite } from '@card-issuance/test-support/runtimes';",
  );
  write(
    'packages/a/test/types-only.test.ts',
    "import type { Browser } from 'playwright-core';\nimport './support/page';",
  );
  write('packages/a/test/msw.test.ts', "import { server } from '@card-issuance/test-support/msw';");
  write('packages/a/test/named.browser.test.ts', "import { chromium } from 'playwright-core';");
  write('packages/a/test/named.process.test.ts', "import { spawn } from 'node:child_process';");

  it('names each plain test that loads one, and how; type imports and tiered files pass', () => {
    expect(outOfProcessImports(root).sort()).toEqual([
      'packages/a/test/direct.test.ts -> node:child_process',
      'packages/a/test/helper.test.ts -> ./support/browser -> playwright-core',
      'packages/a/test/late.test.ts -> child_process',
      'packages/a/test/shared.test.ts -> @card-issuance/test-support/runtimes -> node:child_process',
    ]);
  });
});
