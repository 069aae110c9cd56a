import { describe, expect, it } from 'vitest';
import { createMock } from '../app';
import { banner } from './banner';

const ORIGIN = 'http://127.0.0.1:4010';

function bannerOf(seed?: string): string {
  const mock = createMock(seed === undefined ? {} : { seed });
  try {
    return banner({ ...mock.config(ORIGIN), sandboxSeed: seed ?? null });
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
});
