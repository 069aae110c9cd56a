import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// Two places where the documents once said other than the mock does (a blind audit's deviations): the
// NOSTATE test value, which answers 400 INVALID_REQUEST (A-7, tested in the mock's cardholder routes), and
// the catalogue's `account_id`, which no Style A operation takes. The documents must keep saying so.

const ROOT = join(import.meta.dirname, '..', '..');
const decisions = readFileSync(join(ROOT, 'specs/DECISIONS.md'), 'utf8');
const styleA = parse(readFileSync(join(ROOT, 'specs/style-a.openapi.yaml'), 'utf8')) as {
  components: { examples: Record<string, { value?: { error?: { code?: string; message?: string } } }> };
};

describe('the NOSTATE test value', () => {
  it('is documented as the 400 INVALID_REQUEST the mock answers, never a 502', () => {
    const sentences = decisions.split(/(?<=\.)\s/).filter((sentence) => sentence.includes('`NOSTATE`'));
    expect(sentences.length).toBeGreaterThan(0);
    for (const sentence of sentences) {
      expect(sentence).toMatch(/400 `INVALID_REQUEST`/);
      expect(sentence).not.toMatch(/\(502 EXTERNAL_SERVICE_ERROR\)/);
    }
  });

  it("gives no EXTERNAL_SERVICE_ERROR example of Style A's spec a missing state", () => {
    const upstream = Object.values(styleA.components.examples).filter(
      (example) => example.value?.error?.code === 'EXTERNAL_SERVICE_ERROR',
    );
    expect(upstream.length).toBeGreaterThan(0);
    for (const example of upstream) expect(example.value?.error?.message).not.toMatch(/\bstate\b/);
  });
});

describe("the catalogue's account_id", () => {
  it('has a Style A decision saying why no operation takes it', () => {
    expect(decisions).toMatch(
      /^### A-\d+ [^\n]*`account_id`[^\n]*\n\n[^\n]*No Style A operation takes an `account_id`/m,
    );
  });
});
