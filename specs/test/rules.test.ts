import { describe, expect, it } from 'vitest';
import { validateRequest } from './schema-validator';

// The field rules of the interface (its parts 2 and 8), checked by validating real payloads against the
// schemas the specs define: each rule must accept what the spec allows and refuse what it forbids.

const address = {
  addressLine1: '1 Main St',
  city: 'Austin',
  state: 'TX',
  country: 'US',
  postalCode: '73301',
};
const cardholder = {
  accountId: '6f1c2a52-3d43-4b0e-9a7f-2f6f1f0a9d11',
  binId: 'bin_4000',
  businessModel: 'B2C_GATEWAY',
  referenceId: 'ref-0001',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phoneCountryCode: '1',
  phoneNumber: '4155550100',
  address,
};
const transfer = { clientTransactionId: 'tx-1', amount: '10.50', accountId: cardholder.accountId };
const card = {
  accountId: cardholder.accountId,
  binId: 'bin_4000',
  cardMode: 'VIRTUAL_CARD',
  cardholderId: 'ch_1',
  budgetId: 'bud_1',
  referenceId: 'card-ref-1',
};

describe('style B cardholder (2.1)', () => {
  const check = (body: unknown) => validateRequest('b', 'post', '/v1/cardholders', body);

  it('accepts a complete cardholder', () => expect(check(cardholder)).toBe(true));
  it.each(['J0hn', 'Jean-Luc', 'Zoë', 'Ada Mary', ''])('refuses first name %j (A-Z only)', (firstName) => {
    expect(check({ ...cardholder, firstName })).not.toBe(true);
  });
  it.each(['+1', '1a', ''])('refuses phoneCountryCode %j (digits only, no +)', (phoneCountryCode) => {
    expect(check({ ...cardholder, phoneCountryCode })).not.toBe(true);
  });
  it('refuses a phone number longer than 15 digits', () => {
    expect(check({ ...cardholder, phoneNumber: '1234567890123456' })).not.toBe(true);
  });
  it('refuses a phone number with a country code prefix', () => {
    expect(check({ ...cardholder, phoneNumber: '+14155550100' })).not.toBe(true);
  });
  it.each(Object.keys(cardholder))('refuses a cardholder without %s', (field) => {
    const { [field as keyof typeof cardholder]: _, ...rest } = cardholder;
    expect(check(rest)).not.toBe(true);
  });
  it.each(['addressLine1', 'city', 'country', 'postalCode'])(
    'refuses an address without %s (B-4)',
    (field) => {
      const { [field as keyof typeof address]: _, ...rest } = address;
      expect(check({ ...cardholder, address: rest })).not.toBe(true);
    },
  );
  it('accepts an address without state or addressLine2 (B-4)', () => {
    const { state: _, ...rest } = address;
    expect(check({ ...cardholder, address: rest })).toBe(true);
  });
});

describe('style B amounts (part 8: decimal strings, at most 2 decimals, positive)', () => {
  const check = (amount: unknown) =>
    validateRequest('b', 'post', '/v1/budgets/{budgetId}/transfer-in', { ...transfer, amount });

  it.each(['10', '10.5', '10.50', '0.01', '1000000.00'])('accepts %j', (amount) =>
    expect(check(amount)).toBe(true),
  );
  it.each(['10.123', '-1', '1e3', ' 10', '10.', '.5', '', 'abc', '01.00'])('refuses %j', (amount) => {
    expect(check(amount)).not.toBe(true);
  });
  it('refuses a number instead of a decimal string', () => expect(check(10.5)).not.toBe(true));
});

describe('style B card issuance (2.1)', () => {
  const check = (body: unknown) => validateRequest('b', 'post', '/v1/budget-card', body);

  it('accepts a minimal virtual card', () => expect(check(card)).toBe(true));
  it('accepts a 50-character label and refuses 51', () => {
    expect(check({ ...card, label: 'x'.repeat(50) })).toBe(true);
    expect(check({ ...card, label: 'x'.repeat(51) })).not.toBe(true);
  });
  it('refuses an unknown card mode', () => expect(check({ ...card, cardMode: 'VIRTUAL' })).not.toBe(true));
  it('requires physicalCardDesignId for a physical card', () => {
    expect(check({ ...card, cardMode: 'PHYSICAL_CARD' })).not.toBe(true);
    expect(check({ ...card, cardMode: 'PHYSICAL_CARD', physicalCardDesignId: 'design_1' })).toBe(true);
  });
});

describe('style B velocity control (2.1)', () => {
  const check = (body: unknown) => validateRequest('b', 'put', '/v1/cards/{cardId}/velocity-control', body);
  const base = { accountId: cardholder.accountId, transactionLimitsType: 'DAY', amountLimit: '250.00' };

  it('accepts a daily limit', () => expect(check(base)).toBe(true));
  it('refuses an unknown period', () =>
    expect(check({ ...base, transactionLimitsType: 'HOUR' })).not.toBe(true));
  it('refuses an amount with 3 decimals', () =>
    expect(check({ ...base, amountLimit: '1.001' })).not.toBe(true));
});

describe('style B sub-account (2.1)', () => {
  const check = (body: unknown) => validateRequest('b', 'post', '/v1/accounts/register', body);
  const base = { name: 'Ada Lovelace', email: 'ada@example.com', parentAccountId: cardholder.accountId };

  it('accepts an E.164 phone', () => expect(check({ ...base, phone: '+14155550100' })).toBe(true));
  it('refuses a phone without +', () => expect(check({ ...base, phone: '14155550100' })).not.toBe(true));
  it('refuses a parentAccountId that is not a UUID', () => {
    expect(check({ ...base, parentAccountId: 'partner-1' })).not.toBe(true);
  });
});

describe('style A money and cards (2.2, 4.3)', () => {
  it('defund takes integer cents only (A-4)', () => {
    const check = (amount_cents: unknown) =>
      validateRequest('a', 'post', '/v1/cards/{id}/defund', { amount_cents });
    expect(check(1000)).toBe(true);
    expect(check('10.00')).not.toBe(true);
    expect(check(10.5)).not.toBe(true);
    expect(check(0)).not.toBe(true);
  });

  it('spend_limit_cents is a non-negative integer where 0 removes the limit', () => {
    const check = (body: unknown) => validateRequest('a', 'patch', '/v1/cards/{id}', body);
    expect(check({ spend_limit_cents: 0 })).toBe(true);
    expect(check({ spend_limit_cents: 50_000 })).toBe(true);
    expect(check({ spend_limit_cents: -1 })).not.toBe(true);
    expect(check({ label: 'x'.repeat(51) })).not.toBe(true);
  });

  it('payment-details needs an SPKI PEM public key', () => {
    const check = (body: unknown) => validateRequest('a', 'post', '/v1/cards/{id}/payment-details', body);
    const pem =
      '-----BEGIN PUBLIC KEY-----\nMIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA\n-----END PUBLIC KEY-----\n';
    expect(check({ encryption: { public_key_pem: pem } })).toBe(true);
    expect(check({ encryption: {} })).not.toBe(true);
    expect(check({})).not.toBe(true);
  });

  it('spend controls take the closed sets of 2.2', () => {
    const check = (body: unknown) => validateRequest('a', 'post', '/v1/applicants/{id}/spend-controls', body);
    expect(check({ usage: 'MCC', keywords: '5411', list_type: 'BLACKLIST' })).toBe(true);
    expect(check({ usage: 'MERCHANT', keywords: '5411', list_type: 'BLACKLIST' })).not.toBe(true);
    expect(check({ usage: 'MCC', keywords: '5411', list_type: 'GREYLIST' })).not.toBe(true);
  });
});
