import { zAddress, zCreateCardholderBody } from '@card-issuance/contracts/style-b-zod';
import { describe, expect, it } from 'vitest';
import { catchDomainError } from '../domain/errors';
import { dropAbsentOptionals, parseInput } from '../http/zod-input';
import { styleBIssueRule } from './issue-rule';

const address = { addressLine1: '1 Main St', city: 'Austin', country: 'US', postalCode: '73301' };
const body = {
  accountId: '6f1c2a9e-0d7b-4c3e-9a51-2b8d7e4f6a10',
  binId: 'bin_1',
  businessModel: 'B2C_GATEWAY',
  referenceId: 'ref-1',
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phoneCountryCode: '1',
  phoneNumber: '4155550100',
  address,
};

const parse = (schema: Parameters<typeof parseInput>[0], value: Record<string, unknown>) =>
  parseInput(schema, dropAbsentOptionals(schema, value), { rule: styleBIssueRule });

describe('Style B request validation from the spec', () => {
  it('names each field at fault with its kind and business reason', () => {
    const cases: [Record<string, unknown>, string, string, string?][] = [
      [{ binId: undefined }, 'binId', 'invalid'],
      [{ businessModel: 3 }, 'businessModel', 'invalid'],
      [{ referenceId: '' }, 'referenceId', 'invalid'],
      [{ firstName: 'Ann1' }, 'firstName', 'unprocessable', 'invalid_name_characters'],
      [{ firstName: 'Ann-Marie' }, 'firstName', 'unprocessable', 'invalid_name_characters'],
      [{ lastName: 'L'.repeat(22) }, 'lastName', 'unprocessable', 'name_too_long'],
      [{ email: 'nope' }, 'email', 'invalid'],
      [{ phoneCountryCode: '+44' }, 'phoneCountryCode', 'unprocessable', 'invalid_phone'],
      [{ phoneCountryCode: '12345' }, 'phoneCountryCode', 'unprocessable', 'invalid_phone'],
      [{ phoneNumber: '123' }, 'phoneNumber', 'unprocessable', 'invalid_phone'],
      [{ phoneNumber: '1234567890123456' }, 'phoneNumber', 'unprocessable', 'invalid_phone'],
      [{ phoneNumber: 4155550100 }, 'phoneNumber', 'invalid'],
      [{ phoneNumber: undefined }, 'phoneNumber', 'invalid'],
      [{ phoneNumber: '' }, 'phoneNumber', 'invalid'],
      [{ accountId: undefined }, 'accountId', 'invalid'],
      [{ accountId: 'not-a-uuid' }, 'accountId', 'invalid'],
      [{ address: undefined }, 'address', 'invalid'],
    ];
    for (const [overrides, field, kind, reason] of cases) {
      const error = catchDomainError(() => parse(zCreateCardholderBody, { ...body, ...overrides }));
      expect(error, field).toMatchObject({ field, kind, reason });
    }
  });

  it('says what is missing and what is wrong in words', () => {
    expect(catchDomainError(() => parse(zCreateCardholderBody, { ...body, binId: '' }))?.message).toBe(
      'binId is required',
    );
    expect(catchDomainError(() => parse(zCreateCardholderBody, { ...body, email: 'x' }))?.message).toBe(
      'email must be an e-mail address',
    );
  });

  it('reads an address, leaving absent optional lines out, and names the line at fault (B-4)', () => {
    expect(parse(zAddress, address)).toEqual(address);
    expect(parse(zAddress, { ...address, addressLine2: '', state: null })).toEqual(address);
    expect(parse(zAddress, { ...address, addressLine2: 'Apt 2', state: 'TX' })).toEqual({
      ...address,
      addressLine2: 'Apt 2',
      state: 'TX',
    });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...address, city: undefined }, 'address.city'],
      [{ ...address, postalCode: 'x'.repeat(101) }, 'address.postalCode'],
      [{ ...address, country: 'usa' }, 'address.country'],
    ];
    for (const [value, field] of cases) {
      const error = catchDomainError(() => parse(zCreateCardholderBody, { ...body, address: value }));
      expect(error, field).toMatchObject({ field, kind: 'invalid' });
    }
  });
});
