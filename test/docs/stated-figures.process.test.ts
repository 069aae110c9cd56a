import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT, trackedTexts } from './tracked-files';

// A figure a README or a comment states (a cost in µs, a size in KB, a ratio) drifts as the code changes,
// and a wrong one misleads more than none. In the examples and the packages' READMEs each one either
// names the bench row it comes from, `bench/README.md: "<how the row's first cell starts>"`, and is a figure of that
// row, or is measured by a test that reads it from the text (MEASURED), or is a size-limit bound (checked
// by readme-facts.test.ts, enforced by size-limit), or is a time on the mock's clock (a behaviour the
// examples' own tests drive).

/** Figures measured by a test that reads them from the file stating them. */
const MEASURED = [
  {
    path: 'examples/style-a-card-reveal/README.md',
    figure: '1.5 KB',
    by: 'examples/style-a-card-reveal/test/widget-size.test.ts',
  },
  {
    path: 'examples/vite-card-manager/vite.config.ts',
    figure: '900 kB',
    by: 'examples/vite-card-manager/test/card-manager.browser.test.ts',
  },
];

const FIGURE = /(?<![\w.,])(\d+(?:,\d{3})*(?:\.\d+)?)\s?(µs|ms|s|KB|kB|MB|GB|calls\/s|req\/s|x)(?![\w/])/g;
const CITATION = /bench\/(README|RESULTS)\.md: ((?:"[^"]+"(?:,\s+|\s+and\s+)?)+)/g;

/** `18.7 µs`, `46376 calls/s`: a figure without its thousands separators. */
const figuresOf = (text: string) =>
  [...text.matchAll(FIGURE)].map((m) => `${(m[1] ?? '').replaceAll(',', '')} ${m[2]}`.replace(' x', 'x'));

/** What a file states in words: a Markdown file's paragraphs without code, a source's comment blocks. */
function passages(path: string, text: string): string[] {
  if (path.endsWith('.md')) {
    return text
      .replace(/^\s*```[\s\S]*?^\s*```/gm, '')
      .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.) )/)
      .filter((passage) => passage.trim() !== '');
  }
  const blocks: string[] = [];
  const block: string[] = [];
  for (const line of text.split('\n')) {
    const comment = /(?:^\s*(?:\/\/|\/?\*+)|\s\/\/)\s?(.*)$/.exec(line)?.[1];
    if (comment !== undefined) block.push(comment);
    else if (block.length > 0) blocks.push(block.splice(0).join(' '));
  }
  if (block.length > 0) blocks.push(block.join(' '));
  return blocks;
}

/** The table rows of a bench file whose first cell starts with `label`. */
function benchRows(file: string, label: string): string[] {
  const text = readFileSync(join(ROOT, 'bench', file), 'utf8');
  return text
    .split('\n')
    .filter((line) => line.startsWith('|') && (line.split('|')[1] ?? '').trim().startsWith(label));
}

/** A passage's sentences (a table row is one), where a figure and the bench row it names sit together. */
const sentences = (passage: string) =>
  passage.split(/\n(?=\s*\|)|(?<=\.)\s+(?=[A-Z])/).filter((sentence) => sentence.trim() !== '');

/**
 * Times a sentence sets rather than measures: a default, a timeout, a delay, an expiry, a time on the
 * mock's clock (behaviours the packages' and examples' tests drive); and a payload's size (`a 1 KB event`).
 */
const SET_TIME = /clock|default|timeout|delay|later|after|expir|retry|retries|wait/i;
const PAYLOAD = /^\d+(?:\.\d+)? KB$/;

/** The figures of a sentence that have no reason to stand. */
function unaccounted(path: string, sentence: string, bounds: Set<string>, passage = sentence): string[] {
  const cited = [...sentence.matchAll(CITATION)];
  // Inline code is code (`{ ms: 2_000 }`), and a citation's labels are the rows' own words.
  const words = sentence.replace(CITATION, '').replace(/`[^`]*`/g, '');
  const stated = figuresOf(words).filter(
    (figure) =>
      !(PAYLOAD.test(figure) && new RegExp(`${figure} (?:Style [AB] )?(?:event|body|payload)`).test(words)),
  );
  if (stated.length === 0) return [];
  if (cited.length > 0) {
    const rows = cited.flatMap((m) =>
      [...(m[2] ?? '').matchAll(/"([^"]+)"/g)].flatMap((label) =>
        benchRows(`${m[1]}.md`, (label[1] ?? '').replace(/\s+/g, ' ')),
      ),
    );
    const measured = new Set(figuresOf(rows.join('\n')));
    return stated
      .filter((figure) => !measured.has(figure))
      .map((figure) => `${figure} (not in the cited rows)`);
  }
  const measured = new Set(MEASURED.filter((m) => m.path === path).map((m) => m.figure));
  // A bound is read with its paragraph, which says what it bounds ("size-limit ... at most 16 KB").
  const bound = /size-limit|gzip|minified/i.test(passage);
  return stated.filter(
    (figure) =>
      !measured.has(figure) &&
      !(bound && bounds.has(figure)) &&
      !(/ m?s$/.test(figure) && SET_TIME.test(words)),
  );
}

/** Every size-limit bound of the packages (`16 KB`). */
function sizeLimitBounds(): Set<string> {
  const bounds = new Set<string>();
  for (const [path, text] of trackedTexts())
    if (/^packages\/[^/]+\/package\.json$/.test(path))
      for (const entry of (JSON.parse(text) as { 'size-limit'?: { limit: string }[] })['size-limit'] ?? [])
        bounds.add(entry.limit.replace(/\s+/g, ' '));
  return bounds;
}

const SOURCES = trackedTexts().filter(
  ([path]) =>
    (/^examples\/.+\.(md|ts|js|html)$/.test(path) && !path.includes('/dist/')) ||
    /^packages\/[^/]+\/README\.md$/.test(path),
);

describe('stated figures', () => {
  const bounds = sizeLimitBounds();

  it.each(SOURCES.map(([path, text]) => [path, text]))(
    '%s: each names its bench row or is measured',
    (path, text) => {
      const loose = passages(path, text).flatMap((passage) =>
        sentences(passage).flatMap((sentence) =>
          unaccounted(path, sentence, bounds, passage).map((f) => `${f}: "${sentence.trim().slice(0, 200)}"`),
        ),
      );
      expect(loose).toEqual([]);
    },
  );

  it.each(MEASURED.map((m) => [m.path, m]))(
    '%s: its measured figure is stated and its test reads it',
    (_, m) => {
      expect(figuresOf(readFileSync(join(ROOT, m.path), 'utf8'))).toContain(m.figure);
      expect(existsSync(join(ROOT, m.by)), m.by).toBe(true);
      expect(readFileSync(join(ROOT, m.by), 'utf8')).toContain(basename(m.path));
    },
  );

  it('checks a cited figure against its row', () => {
    const row = '"`mock.fetch` ≥ 0.8x a minimal Hono `app.fetch`"';
    expect(unaccounted('x.md', `costs 18.7 µs (bench/README.md: ${row})`, bounds)).toEqual([]);
    expect(unaccounted('x.md', `costs 7 µs (bench/README.md: ${row})`, bounds)).toEqual([
      '7 µs (not in the cited rows)',
    ]);
    expect(unaccounted('x.md', 'costs about 7 µs a call', bounds)).toEqual(['7 µs']);
  });
});
