import { describe, expect, it } from 'vitest';
import { trackedTexts } from './tracked-files';

// The repository is read on its own: a citation of a design note or an interface description kept outside
// it (beside it, in a shared folder) points nowhere for a reader of a clone. What such a document said lives
// here: the operations and schemas of specs/*.openapi.yaml, the decisions of specs/DECISIONS.md and
// ARCHITECTURE.md. The pattern is spelled so that this file does not cite them itself.
const OUTSIDE = /DESIGN\.md|interface[-]spec|\.\.\/shared\b/;

describe('the documents the repository cites', () => {
  const texts = trackedTexts();

  it('reads the tracked files', () => {
    expect(texts.map(([path]) => path)).toEqual(expect.arrayContaining(['README.md', 'specs/DECISIONS.md']));
  });

  it('are all inside it', () => {
    const citing = texts.flatMap(([path, text]) =>
      text
        .split('\n')
        .flatMap((line, index) => (OUTSIDE.test(line) ? [`${path}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(citing).toEqual([]);
  });
});
