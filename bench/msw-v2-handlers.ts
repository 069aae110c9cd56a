import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Mock } from '@card-issuance/mock-server';
import type { createMockHandlers } from '@card-issuance/mock-server/msw';
import { http } from 'msw-v2';

/**
 * A catch-all msw 2 handler over the mock, for the benchmark only: the package's adapter imports `msw`,
 * which is msw 3 in this workspace, so msw 2's `setupServer` needs handlers built with msw 2's `http`.
 *
 * @example
 * setupServer(...createMockHandlersV2(mock)).listen();
 */
export function createMockHandlersV2(mock: Pick<Mock, 'config' | 'fetch'>) {
  const origin = new URL(mock.config().controlUrl).origin;
  return [http.all(`${origin}/*`, ({ request }) => mock.fetch(request))];
}

/**
 * The package's own built adapter (`@card-issuance/mock-server/msw`, `dist/msw.js`) with its one import of
 * `msw` pointed at msw 2: the handlers users of msw 2 get, not a stand-in. The adapter imports nothing
 * else, so a copy in a temporary folder whose import names msw 2's entry by its file URL is the same code.
 *
 * @example
 * const createMockHandlersV2 = await loadPackageHandlersV2();
 * setupServerV2(...createMockHandlersV2(mock)).listen();
 */
export async function loadPackageHandlersV2(): Promise<typeof createMockHandlers> {
  const built = fileURLToPath(import.meta.resolve('@card-issuance/mock-server/msw'));
  const source = readFileSync(built, 'utf8');
  const imports = source.match(/from ['"]msw['"]/g) ?? [];
  if (imports.length !== 1 || /from ['"](?!msw['"])[^'"]+['"]/.test(source))
    throw new Error(`${built}: expected one import, of msw, and no other`);
  const copy = join(mkdtempSync(join(tmpdir(), 'msw-v2-adapter-')), 'msw.js');
  writeFileSync(copy, source.replace(/from ['"]msw['"]/, `from '${import.meta.resolve('msw-v2')}'`));
  const adapter = (await import(pathToFileURL(copy).href)) as {
    createMockHandlers: typeof createMockHandlers;
  };
  return adapter.createMockHandlers;
}
