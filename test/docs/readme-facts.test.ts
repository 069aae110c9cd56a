import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// A README is read before the code: a path that moved or a figure that drifted misleads every newcomer.
// These checks keep what the READMEs state about the repository true.

const ROOT = resolve(import.meta.dirname, '../..');
const PARENTS = ['packages', 'examples'];

/** Every README of the repository: the root one, bench's, and one per package and example; ARCHITECTURE.md. */
function readmes(): string[] {
  const files = [join(ROOT, 'README.md'), join(ROOT, 'ARCHITECTURE.md'), join(ROOT, 'bench/README.md')];
  for (const parent of PARENTS)
    for (const dir of readdirSync(join(ROOT, parent)))
      if (existsSync(join(ROOT, parent, dir, 'README.md'))) files.push(join(ROOT, parent, dir, 'README.md'));
  return files;
}

/** Markdown without its fenced code blocks (commands and code are checked by running them elsewhere). */
const prose = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** Relative link targets: `[text](target)`, without anchors, queries and URLs. */
function linkTargets(markdown: string): string[] {
  return [...prose(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => (match[1] ?? '').split('#')[0] ?? '')
    .filter((target) => target !== '' && !/^[a-z][a-z+.-]*:/i.test(target));
}

/**
 * Repository paths named in inline code: `test/packed`, `src/reveal/base64.ts`. A path counts when it has a
 * slash, no spaces and no placeholders, and starts with a folder the repository has; it may be relative to
 * the README or to the repository's root.
 */
function namedPaths(markdown: string): string[] {
  const roots = new Set(readdirSync(ROOT).concat(['src', 'test', 'dist', 'fixtures', 'bench']));
  return (
    [...prose(markdown).matchAll(/`([\w@.-]+\/[\w./-]*)`/g)]
      .map((match) => (match[1] ?? '').replace(/\/$/, ''))
      // Build output (`dist/`) exists only after a build.
      .filter((path) => path.includes('/') && !/(^|\/)dist(\/|$)/.test(path))
      .filter((path) => roots.has(path.split('/')[0] ?? ''))
  );
}

interface SizeLimitEntry {
  name: string;
  limit: string;
}

/** The size-limit bounds of a package, as written in its package.json (`14 KB`). */
function packageBounds(packageDir: string): string[] {
  const manifest = join(packageDir, 'package.json');
  if (!existsSync(manifest)) return [];
  const entries = (JSON.parse(readFileSync(manifest, 'utf8')) as { 'size-limit'?: SizeLimitEntry[] })[
    'size-limit'
  ];
  return (entries ?? []).map((entry) => entry.limit.replace(/\s+/g, ' '));
}

describe.each(readmes().map((file) => [relative(ROOT, file), file]))('%s', (_, file) => {
  const markdown = readFileSync(file, 'utf8');
  const dir = dirname(file);

  it('links only to files that exist', () => {
    const missing = linkTargets(markdown).filter((target) => !existsSync(resolve(dir, target)));
    expect(missing).toEqual([]);
  });

  it('names only repository paths that exist', () => {
    const missing = namedPaths(markdown).filter(
      (path) => !existsSync(resolve(dir, path)) && !existsSync(resolve(ROOT, path)),
    );
    expect(missing).toEqual([]);
  });

  it('states bundle sizes only as the size-limit bounds its package.json enforces', () => {
    // A package's README states its own bounds; an example or the root may quote any package's.
    const bounds = dir.startsWith(join(ROOT, 'packages'))
      ? packageBounds(dir)
      : readdirSync(join(ROOT, 'packages')).flatMap((name) => packageBounds(join(ROOT, 'packages', name)));
    // A paragraph about bundle size: measured figures drift with every change, the bounds are enforced.
    const paragraphs = prose(markdown)
      .split(/\n\s*\n|\n(?=\s*(?:[-*]|\d+\.) )/)
      .filter((paragraph) => /size-limit|gzip|minified/i.test(paragraph));
    const figures = paragraphs.flatMap((paragraph) =>
      // `a 1 KB event` is a payload, not a bundle.
      [...paragraph.matchAll(/(\d+(?:\.\d+)?)\s*KB(?! (?:Style [AB] )?(?:event|body|payload))/g)].map(
        (m) => `${m[1]} KB`,
      ),
    );
    expect(figures.filter((figure) => !bounds.includes(figure))).toEqual([]);
  });
});

describe('the one Node statement (DECISIONS.md G-70)', () => {
  const published = readdirSync(join(ROOT, 'packages'))
    .map((dir) => JSON.parse(readFileSync(join(ROOT, 'packages', dir, 'package.json'), 'utf8')))
    .filter((manifest: { private?: boolean }) => !manifest.private) as { engines?: { node?: string } }[];
  const floors = [...new Set(published.map((manifest) => manifest.engines?.node))];

  it('is the same engines.node in every published package', () => {
    expect(floors).toHaveLength(1);
    expect(floors[0]).toMatch(/^>=\d+\.\d+$/);
  });

  it.each([...readmes(), join(ROOT, 'CONTRIBUTING.md')].map((file) => [relative(ROOT, file), file]))(
    '%s names no other Node 22 as the minimum',
    (_, file) => {
      const floor = floors[0]?.replace('>=', '') ?? '';
      // "Node 22.x+", "Node 22.x or newer", "Node 22.x and newer"; running a .mts file as is (type
      // stripping, Node 22.18) is about the quick start's TypeScript, not the packages.
      const stated = [
        ...readFileSync(file, 'utf8').matchAll(
          /Node (22(?:\.\d+)?)(?:\+| or newer| and newer)(?!\s+runs TypeScript)/g,
        ),
      ].map((match) => match[1]);
      for (const version of stated)
        expect(version, `a minimum Node stated in ${relative(ROOT, file)}`).toBe(floor);
    },
  );
});
