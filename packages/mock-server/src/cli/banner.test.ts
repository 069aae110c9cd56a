import { describe, expect, it } from 'vitest';
import { createMock } from '../app';
import { banner } from './banner';

const ORIGIN = 'http://127.0.0.1:4010';

function bannerOf(seed?: string): string {
  const mock = createMock(seed === undefined ? {} : { seed });
  try {
    return banner(mock.config(ORIGIN));
  } finally {
    mock.close();
  }
}

describe('banner', () => {
  it('is the same for the same seed, and names the seed', () => {
    const text = bannerOf('demo');
    expect(bannerOf('demo')).toBe(text);
    expect(bannerOf('demo2')).not.toBe(text);
    expect(text).toContain('Seed                "demo": the same seed gives the same credentials');
  });

  it('says how to get a repeatable sandbox when the values are random', () => {
    expect(bannerOf()).toContain('Seed                random; start with --seed <text>');
  });

  it('lists the dashboard and the reference, and ends with the control API', () => {
    const lines = bannerOf().trimEnd().split('\n');
    expect(lines).toContain(`  Dashboard           ${ORIGIN}/_mock/dashboard`);
    expect(lines.some((line) => line.startsWith(`  API reference       ${ORIGIN}/_mock/docs `))).toBe(true);
    expect(lines.at(-1)).toBe(`  Control API         ${ORIGIN}/_mock`);
  });
});
