import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json';

/** What canonicalJson always made: a sorted copy, stringified (kept fingerprints were made of this). */
function sortedCopyJson(value: unknown): string {
  const sortKeys = (item: unknown): unknown => {
    if (Array.isArray(item)) return item.map(sortKeys);
    if (typeof item !== 'object' || item === null) return item;
    return Object.fromEntries(
      Object.keys(item)
        .sort()
        .map((key) => [key, sortKeys((item as Record<string, unknown>)[key])]),
    );
  };
  return JSON.stringify(sortKeys(value));
}

describe('canonicalJson', () => {
  it('sorts keys at every level', () => {
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] })).toBe('{"a":[{"c":3,"d":2}],"b":1}');
    expect(canonicalJson({ a: 1, b: { c: 2 } })).toBe('{"a":1,"b":{"c":2}}');
  });

  it('makes the same text as the sorted copy did, for any JSON value, sorted already or not', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(canonicalJson(value)).toBe(sortedCopyJson(value));
      }),
      { numRuns: 500 },
    );
    const sorted = (value: unknown): unknown => JSON.parse(sortedCopyJson(value));
    fc.assert(
      fc.property(fc.jsonValue().map(sorted), (value) => {
        expect(canonicalJson(value)).toBe(sortedCopyJson(value));
      }),
      { numRuns: 500 },
    );
  });

  it('makes the same text for the edge cases of key order and shape', () => {
    const holes: unknown[] = [1];
    holes[2] = 3; // index 1 is a hole
    const cases: unknown[] = [
      { 9: 'a', 10: 'b' },
      { 10: 'b', 9: 'a', a: 1 },
      { 1: 'x', '0a': 'y' },
      { a: undefined, b: 1 },
      [undefined, null],
      holes,
      { at: new Date(0) },
      Object.assign(Object.create(null), { b: 1, a: 2 }),
      { a: { toJSON: () => 'x' } },
      'text',
      3,
      null,
    ];
    for (const value of cases) expect(canonicalJson(value)).toBe(sortedCopyJson(value));
  });
});
