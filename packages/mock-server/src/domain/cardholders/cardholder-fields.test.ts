import { describe, expect, it } from 'vitest';
import { checkCombinedName, knownCountry } from './cardholder-fields';

const address = { addressLine1: '1 Main St', city: 'Austin', country: 'US', postalCode: '73301' };

describe('cardholder rules', () => {
  it('allows 23 characters of combined name (010006)', () => {
    expect(() => checkCombinedName('A'.repeat(11), 'B'.repeat(11))).not.toThrow();
    expect(() => checkCombinedName('A'.repeat(11), 'B'.repeat(12))).toThrow(
      expect.objectContaining({ kind: 'unprocessable', reason: 'name_too_long', field: 'lastName' }),
    );
  });

  it('refuses a well-formed but unassigned country code (40002)', () => {
    expect(knownCountry(address)).toBe(address);
    expect(() => knownCountry({ ...address, country: 'XX' })).toThrow(
      expect.objectContaining({ kind: 'unprocessable', field: 'address.country' }),
    );
  });
});
