import { describe, expect, it } from 'vitest';
import { maskCardNumbers } from './mask-card-numbers';

describe('maskCardNumbers', () => {
  it('masks runs of 12 to 19 digits, separated or not, keeping the last 4', () => {
    expect(maskCardNumbers('/v1/cards/4111111111111111')).toBe('/v1/cards/************1111');
    expect(maskCardNumbers('/v1/cards/4111-1111-1111-1111/freeze')).toBe('/v1/cards/************1111/freeze');
    expect(maskCardNumbers('/v1/cards/4111%201111%201111%201111')).toBe('/v1/cards/************1111');
    expect(maskCardNumbers('nothing is served at /x/378282246310005')).toBe(
      'nothing is served at /x/***********0005',
    );
    expect(maskCardNumbers('/a/123456789012/b/4000056655665556')).toBe('/a/********9012/b/************5556');
  });

  it('leaves shorter and longer runs, ids and UUIDs alone', () => {
    for (const text of [
      '/v1/cards/card_5Vb3nH8sK1',
      '/v1/budgets/12345678901',
      '/v1/n/12345678901234567890',
      '/v1/accounts/12345678-1234-4e5f-8b6a-123456789012',
      '/v1/accounts/9f1c2b7e-4a3d-4e5f-8b61-123456789012',
      '/v1/cards/x4111111111111111',
      '/v1/transactions?from=2026-01-01',
    ]) {
      expect(maskCardNumbers(text)).toBe(text);
    }
  });
});
