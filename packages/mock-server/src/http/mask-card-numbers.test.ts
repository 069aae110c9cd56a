import { describe, expect, it } from 'vitest';
import { uuid } from '../domain/ids';
import { maskCardNumbers } from './mask-card-numbers';

describe('maskCardNumbers', () => {
  it('masks Luhn-valid runs of 12 to 19 digits, separated or not, keeping the last 4', () => {
    expect(maskCardNumbers('/v1/cards/4111111111111111')).toBe('/v1/cards/************1111');
    expect(maskCardNumbers('/v1/cards/4111-1111-1111-1111/freeze')).toBe('/v1/cards/************1111/freeze');
    expect(maskCardNumbers('/v1/cards/4111%201111%201111%201111')).toBe('/v1/cards/************1111');
    expect(maskCardNumbers('nothing is served at /x/378282246310005')).toBe(
      'nothing is served at /x/***********0005',
    );
    expect(maskCardNumbers('/a/123456789015/b/4000056655665556')).toBe('/a/********9015/b/************5556');
  });

  it('masks a card number between dots, spaces, underscores or any of them percent-encoded', () => {
    for (const form of [
      '4111.1111.1111.1111',
      '4111 1111 1111 1111',
      '4111_1111_1111_1111',
      '4111+1111+1111+1111',
      '4111%2E1111%2d1111%5F1111',
      // A different separator between every two digits.
      [...'4111111111111111']
        .map((d, i) => `${['', '-', '.', ' ', '_', '%20', '+', '%2e'][i % 8]}${d}`)
        .join(''),
    ]) {
      expect(maskCardNumbers(`/v1/cards/${form}/x`), form).toBe('/v1/cards/************1111/x');
    }
  });

  it('masks a card number run together with letters', () => {
    expect(maskCardNumbers('/v1/cards/x4111111111111111x')).toBe('/v1/cards/x************1111x');
    expect(maskCardNumbers('/v1/cards/card4111111111111111')).toBe('/v1/cards/card************1111');
    expect(maskCardNumbers('pan:4111-1111-1111-1111end')).toBe('pan:************1111end');
  });

  it('reads percent-encoded digits as the digits they spell', () => {
    const encoded = [...'4111111111111111'].map((d) => `%3${d}`).join('');
    expect(maskCardNumbers(`/v1/cards/${encoded}`)).toBe('/v1/cards/************1111');
    expect(maskCardNumbers('/v1/cards/41%311111111111%3111')).toBe('/v1/cards/************1111');
  });

  it('masks a run over 19 digits that holds a card number anywhere, whole but for its last 4', () => {
    expect(maskCardNumbers('/x/12345674111111111111111')).toBe(`/x/${'*'.repeat(19)}1111`);
    expect(maskCardNumbers('/x/4111111111111111999999/y')).toBe(`/x/${'*'.repeat(18)}9999/y`);
    // 12345678901234567890 holds 34567890123456, Luhn-valid.
    expect(maskCardNumbers('/v1/n/12345678901234567890')).toBe('/v1/n/****************7890');
    // Every 12 to 19 digit window of a run of 5s fails the check.
    expect(maskCardNumbers(`/x/${'5'.repeat(40)}`)).toBe(`/x/${'5'.repeat(40)}`);
  });

  it('leaves numbers that fail the Luhn check, ids, UUIDs, dates, amounts and times alone', () => {
    for (const text of [
      '/v1/cards/card_5Vb3nH8sK1',
      '/v1/budgets/12345678901',
      '/a/123456789012',
      'amount 9007199254740991 is past the largest safe integer',
      '/v1/cards/4111111111111112',
      '/v1/accounts/12345678-1234-4e5f-8b6a-123456789012',
      '/v1/accounts/9f1c2b7e-4a3d-4e5f-8b61-123456789012',
      '/v1/transactions?from=2026-01-01&to=2026-01-31T23:59:59.999Z',
      'amount 1234567.89 is over the limit of 1000000.00',
      'at 1767225600009, a time in milliseconds that passes the Luhn check',
      '/v1/cards/4111  1111  1111  1111',
    ]) {
      expect(maskCardNumbers(text)).toBe(text);
    }
  });

  it('leaves request ids alone, even those whose digit groups would join into a Luhn-valid run', () => {
    // 8-4-4-4-12 hyphen-joined: "...1111-111111111111" reads 16 digits, but a UUID with a letter is an id.
    const joined = 'a1111111-1111-4111-8111-111111111111';
    expect(maskCardNumbers(`request ${joined} failed`)).toBe(`request ${joined} failed`);
    for (let i = 0; i < 200; i += 1) {
      const id = uuid();
      expect(maskCardNumbers(`/_mock/requests/${id}`)).toBe(`/_mock/requests/${id}`);
    }
  });

  it('does bounded work on 100,000 characters of any shape', () => {
    const inputs = [
      '5'.repeat(100_000),
      '1-'.repeat(50_000),
      '4111111111111111 '.repeat(6_000),
      '%3'.repeat(50_000),
      '9f1c2b7e-4a3d-4e5f-8b61-123456789012/'.repeat(2_700),
      `${'%35'.repeat(30_000)}x`,
    ];
    for (const input of inputs) {
      const masked = maskCardNumbers(input);
      expect(masked.length).toBeLessThanOrEqual(input.length);
    }
    expect(maskCardNumbers('5'.repeat(100_000))).toBe('5'.repeat(100_000));
    expect(maskCardNumbers('4111111111111111 '.repeat(6_000))).not.toContain('4111111111111111');
  });
});
