import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fingerprintDigest, fingerprintNumber } from './fingerprint-digest';

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

describe('fingerprintNumber', () => {
  it('is a safe integer below 2^53, the same for the same text', () => {
    const digest = fingerprintNumber('{"a":1}');
    expect(Number.isSafeInteger(digest)).toBe(true);
    expect(digest).toBeGreaterThanOrEqual(0);
    expect(fingerprintNumber('{"a":1}')).toBe(digest);
  });

  it('tells different texts apart', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        if (a !== b) expect(fingerprintNumber(a)).not.toBe(fingerprintNumber(b));
      }),
    );
    expect(fingerprintNumber('')).not.toBe(fingerprintNumber('\u0000'));
    expect(fingerprintNumber('{"amount":"1.00"}')).not.toBe(fingerprintNumber('{"amount":"1.01"}'));
  });
});
