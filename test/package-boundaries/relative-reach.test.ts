import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { packageFolders, relativeReaches } from './relative-reach';

// `pnpm --filter <package> test` runs one package's suite: a test that imports another package's src/ or
// test/ by a relative path runs only inside this checkout's layout and hides a dependency. Such imports go
// through package names (a workspace dependency: its public entries, or @card-issuance/test-support).

describe('relative imports between packages', () => {
  it('finds the workspace packages', () => {
    expect(packageFolders()).toEqual(
      expect.arrayContaining(['packages/mock-server', 'packages/test-support']),
    );
  });

  it('none reaches into another package’s src/ or test/', () => {
    expect(relativeReaches()).toEqual([]);
  });
});

describe('the check itself', () => {
  const root = mkdtempSync(join(tmpdir(), 'package-boundaries-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('packages/a/package.json', '{}');
  write('packages/b/package.json', '{}');
  write('packages/a/src/index.ts', 'export const a = 1;');
  write('packages/b/test/support/kit.ts', 'export const kit = 1;');
  write(
    'packages/b/test/uses-a.test.ts',
    [
      "import { a } from '../../a/src';",
      "import { kit } from './support/kit';",
      "const late = await import('../../a/src/index');",
      "import { other } from '@scope/a';",
    ].join('\n'),
  );
  write('packages/b/vitest.config.ts', "export default { test: { setupFiles: ['../a/test/setup.ts'] } };");

  it('names each relative import into another package’s src/ or test/, and nothing else', () => {
    expect(relativeReaches(root).sort()).toEqual([
      'packages/b/test/uses-a.test.ts -> ../../a/src',
      'packages/b/test/uses-a.test.ts -> ../../a/src/index',
      'packages/b/vitest.config.ts -> ../a/test/setup.ts',
    ]);
  });
});
