import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fileDocsAssets } from './docs-assets';
import { SPEC_NAMES } from './spec-names';
import {
  SCALAR_TOKEN_PLACEHOLDER,
  TOKEN_PLACEHOLDER,
  WRITTEN_SPECS,
  writeDocsAssets,
} from './write-docs-assets';

const dir = mkdtempSync(join(tmpdir(), 'docs-assets-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeDocsAssets', () => {
  it('writes what fileDocsAssets reads: Scalar without its source map, every spec as JSON', async () => {
    expect([...WRITTEN_SPECS]).toEqual([...SPEC_NAMES]);
    writeDocsAssets(dir);
    const assets = fileDocsAssets(dir);
    const script = new TextDecoder().decode(await assets.scalarScript());
    expect(script).toContain('createApiReference');
    expect(script).not.toContain('sourceMappingURL=standalone.js.map');
    // The token fields' placeholder says what goes there, not a joke in base64.
    expect(script).not.toContain(SCALAR_TOKEN_PLACEHOLDER);
    expect(script).toContain(`placeholder:\`${TOKEN_PLACEHOLDER}\``);
    const titles = await Promise.all(
      SPEC_NAMES.map(
        async (name) => ((await assets.spec(name))?.info as { title: string } | undefined)?.title,
      ),
    );
    expect(titles).toEqual([
      'Card Issuance Service, Style B',
      'Card Issuance Service, Style A',
      'Card Issuance Mock, control API',
    ]);
    expect(await fileDocsAssets(join(dir, 'missing')).scalarScript()).toBeUndefined();
  });
});
