import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprintDigest } from './fingerprint-digest';

describe('fingerprintDigest', () => {
  it('is 32 hex digits, the same for the same text', () => {
    expect(fingerprintDigest('{"a":1}')).toMatch(/^[0-9a-f]{32}$/);
    expect(fingerprintDigest('{"a":1}')).toBe(fingerprintDigest('{"a":1}'));
  });

  it('tells different texts apart', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        if (a !== b) expect(fingerprintDigest(a)).not.toBe(fingerprintDigest(b));
      }),
    );
    expect(fingerprintDigest('')).not.toBe(fingerprintDigest('\u0000'));
    expect(fingerprintDigest('{"amount":"1.00"}')).not.toBe(fingerprintDigest('{"amount":"1.01"}'));
  });
});
