import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, trackedTexts } from './tracked-files';

// A decision id (`G-23`, `A-15`, `B-41`, `E-7`, `S-13`) cited anywhere in the code, the specs or the docs
// must lead to its heading in specs/DECISIONS.md (`### G-23 ...`): a renumbered or mistyped id sends the
// reader to the wrong decision, or to none.
const ID = /\b[GABES]-\d+\b/g;
const CITING = /\.(ts|mts|tsx|js|mjs|md|yaml|yml)$/;

const decisions = readFileSync(join(ROOT, 'specs/DECISIONS.md'), 'utf8');
const headings = [...decisions.matchAll(/^### ([GABES]-\d+) /gm)].map((match) => match[1] ?? '');

describe('specs/DECISIONS.md', () => {
  it('has one heading per decision, each id once', () => {
    expect(headings.length).toBeGreaterThan(200);
    expect(headings.filter((id, index) => headings.indexOf(id) !== index)).toEqual([]);
  });

  it('is no table any more: every decision is its own heading', () => {
    expect(decisions).not.toMatch(/^\| [GABES]-\d+ /m);
  });

  it('has a heading for every decision id the repository cites', () => {
    const known = new Set(headings);
    const unknown = trackedTexts()
      .filter(([path]) => CITING.test(path))
      .flatMap(([path, text]) =>
        [...new Set(text.match(ID) ?? [])].filter((id) => !known.has(id)).map((id) => `${path}: ${id}`),
      );
    expect(unknown).toEqual([]);
  });
});
