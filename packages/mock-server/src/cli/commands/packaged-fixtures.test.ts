import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { files } from '../../../package.json';
import { fixturesPath, packagedFixturesDir } from './packaged-fixtures';

const PACKAGED = '/pkg/fixtures';
const existing =
  (...files: string[]) =>
  (file: string) =>
    files.includes(file);

describe('fixturesPath', () => {
  it('reads the path as given when it exists in the working folder', () => {
    const exists = existing('/work/fixtures/style-b-card.json', join(PACKAGED, 'style-b-card.json'));
    expect(fixturesPath('fixtures/style-b-card.json', '/work', PACKAGED, exists)).toBe(
      'fixtures/style-b-card.json',
    );
  });

  it('falls back to the package’s own fixture of that name, with or without folder and extension', () => {
    const exists = existing(join(PACKAGED, 'style-b-card.json'));
    for (const given of [
      'fixtures/style-b-card.json',
      './fixtures/style-b-card.json',
      'style-b-card.json',
      'style-b-card',
    ])
      expect(fixturesPath(given, '/elsewhere', PACKAGED, exists), given).toBe(
        join(PACKAGED, 'style-b-card.json'),
      );
  });

  it('answers the path as given when neither exists, or when it is not a bare name', () => {
    const exists = existing(join(PACKAGED, 'style-b-card.json'));
    expect(fixturesPath('mine.json', '/work', PACKAGED, exists)).toBe('mine.json');
    expect(fixturesPath('other/style-b-card.json', '/work', PACKAGED, exists)).toBe(
      'other/style-b-card.json',
    );
    expect(fixturesPath('../fixtures/style-b-card.json', '/work', PACKAGED, exists)).toBe(
      '../fixtures/style-b-card.json',
    );
    expect(fixturesPath('/abs/style-b-card.json', '/work', PACKAGED, exists)).toBe('/abs/style-b-card.json');
  });
});

describe('the packaged fixtures', () => {
  it('are found from sources and from dist, and the package ships the folder', () => {
    expect(existsSync(join(packagedFixturesDir(), 'style-b-card.json'))).toBe(true);
    expect(packagedFixturesDir('file:///x/node_modules/@card-issuance/mock-server/dist/cli.js')).toBe(
      '/x/node_modules/@card-issuance/mock-server/fixtures/',
    );
    expect(files).toContain('fixtures');
    expect(
      readdirSync(packagedFixturesDir()).filter((file) => file.endsWith('.json')).length,
    ).toBeGreaterThan(0);
  });
});
