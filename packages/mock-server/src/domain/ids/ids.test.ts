import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardNumber, cvv, luhnValid } from './card-number';
import { prefixedId, randomToken, uuid } from './ids';
import { cryptoRandom } from './random';

describe('uuid', () => {
  it('is a version 4 UUID', () => {
    expect(uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
  it('does not repeat', () => expect(new Set(Array.from({ length: 1000 }, () => uuid())).size).toBe(1000));
  it('repeats with the same seeded source', () => {
    const counting = () => {
      let n = 0;
      return (bytes: Uint8Array) => {
        for (let i = 0; i < bytes.length; i += 1) bytes[i] = n++ & 0xff;
      };
    };
    expect(uuid(counting())).toBe('00010203-0405-4607-8809-0a0b0c0d0e0f');
    expect(uuid(counting())).toBe(uuid(counting()));
  });
});

describe('cryptoRandom', () => {
  it('never hands out the same bytes twice, across pool refills and past the pool size', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i += 1) {
      const bytes = new Uint8Array(i % 3 === 0 ? 24 : 16);
      cryptoRandom(bytes);
      seen.add(Buffer.from(bytes).toString('hex'));
    }
    expect(seen.size).toBe(2_000);
    const large = new Uint8Array(10_000);
    cryptoRandom(large);
    expect(new Set(large).size).toBeGreaterThan(200);
  });
});

describe('prefixedId and randomToken', () => {
  it('prefixes 20 URL-safe characters', () => expect(prefixedId('card')).toMatch(/^card_[0-9a-z]{20}$/));
  it('makes tokens of the asked length', () => expect(randomToken(48)).toMatch(/^[0-9a-z]{48}$/));
});

describe('card numbers', () => {
  it('knows real test numbers', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242a2424242')).toBe(false);
  });

  it('start with their BIN, have the asked length and pass Luhn', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9][0-9]{5}$/),
        fc.integer({ min: 13, max: 19 }),
        fc.uint8Array({ minLength: 32, maxLength: 32 }),
        (bin, length, seed) => {
          let i = 0;
          const number = cardNumber(bin, length, (bytes) => {
            for (let j = 0; j < bytes.length; j += 1) bytes[j] = seed[i++ % seed.length] ?? 0;
          });
          expect(number.startsWith(bin)).toBe(true);
          expect(number).toHaveLength(length);
          expect(luhnValid(number)).toBe(true);
        },
      ),
    );
  });

  it('refuses a malformed BIN', () => expect(() => cardNumber('12ab56')).toThrow(RangeError));
  it('draws three-digit CVVs', () => expect(cvv()).toMatch(/^[0-9]{3}$/));
});
