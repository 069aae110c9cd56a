import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// Changesets must stay readable by @changesets/cli: front matter of `"<package>": <bump>` lines between two
// `---` lines, naming published packages only. (A Markdown formatter once turned them into headings.)
const root = fileURLToPath(new URL('../..', import.meta.url));
const dir = `${root}.changeset`;
const published = new Set(
  readdirSync(`${root}packages`)
    .map(
      (name) =>
        JSON.parse(readFileSync(`${root}packages/${name}/package.json`, 'utf8')) as {
          name: string;
          private?: boolean;
        },
    )
    .filter((pkg) => !pkg.private)
    .map((pkg) => pkg.name),
);
const files = readdirSync(dir).filter((name) => name.endsWith('.md') && name !== 'README.md');

describe('changesets', () => {
  it.each(files)('%s has front matter naming published packages and a summary', (name) => {
    const text = readFileSync(`${dir}/${name}`, 'utf8');
    const match = /^---\n((?:"[^"]+": (?:major|minor|patch)\n)+)---\n\n(\S[\s\S]*)$/.exec(text);
    expect(match, 'front matter of "<package>": <bump> lines').not.toBeNull();
    for (const line of match?.[1]?.trim().split('\n') ?? []) {
      expect(published).toContain(line.split('"')[1]);
    }
  });
});
