import { describe, expect, it } from 'vitest';
import { checkCombinedName, readAddress, readName, readPhonePart } from './cardholder-fields';

const address = { addressLine1: '1 Main St', city: 'Austin', country: 'US', postalCode: '73301' };

describe('cardholder fields', () => {
  it('accepts letters only in names (010007) and 23 characters combined (010006)', () => {
    expect(readName({ firstName: 'Ann' }, 'firstName', true)).toBe('Ann');
    expect(readName({}, 'lastName', false)).toBeUndefined();
    expect(() => readName({ firstName: 'Ann-Marie' }, 'firstName', true)).toThrow(
      expect.objectContaining({
        kind: 'unprocessable',
        reason: 'invalid_name_characters',
        field: 'firstName',
      }),
    );
    expect(() => readName({}, 'firstName', true)).toThrow(expect.objectContaining({ kind: 'invalid' }));
    expect(() => checkCombinedName('A'.repeat(11), 'B'.repeat(11))).not.toThrow();
    expect(() => checkCombinedName('A'.repeat(11), 'B'.repeat(12))).toThrow(
      expect.objectContaining({ reason: 'name_too_long' }),
    );
  });

  it('checks phone parts (010005)', () => {
    expect(readPhonePart({ phoneCountryCode: '852' }, 'phoneCountryCode', true)).toBe('852');
    for (const [name, value] of [
      ['phoneCountryCode', '+1'],
      ['phoneCountryCode', '12345'],
      ['phoneNumber', '123'],
      ['phoneNumber', '1234567890123456'],
      ['phoneNumber', '415-555'],
    ] as const) {
      expect(() => readPhonePart({ [name]: value }, name, true)).toThrow(
        expect.objectContaining({ kind: 'unprocessable', reason: 'invalid_phone', field: name }),
      );
    }
    expect(() => readPhonePart({ phoneNumber: 4155550100 }, 'phoneNumber', true)).toThrow(
      expect.objectContaining({ kind: 'invalid' }),
    );
  });

  it('reads an address, leaving absent optional lines out', () => {
    expect(readAddress(address)).toEqual(address);
    expect(readAddress({ ...address, addressLine2: 'Apt 2', state: 'TX' })).toEqual({
      ...address,
      addressLine2: 'Apt 2',
      state: 'TX',
    });
  });

  it('names the address field at fault (B-4)', () => {
    const cases: [unknown, string, string][] = [
      [undefined, 'address', 'invalid'],
      [{ ...address, city: undefined }, 'address.city', 'invalid'],
      [{ ...address, postalCode: 'x'.repeat(101) }, 'address.postalCode', 'invalid'],
      [{ ...address, country: 'usa' }, 'address.country', 'invalid'],
      [{ ...address, country: 'XX' }, 'address.country', 'unprocessable'],
    ];
    for (const [input, field, kind] of cases) {
      expect(() => readAddress(input)).toThrow(expect.objectContaining({ field, kind }));
    }
  });
});
