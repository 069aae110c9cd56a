import { describe, expect, it } from 'vitest';
import { createTestWorld } from '../../../test/support/domain/test-world';
import { binsOf, requireBin } from './bin-catalogue';

describe('the BIN catalogue', () => {
  it('covers both types, four families, physical cards, an opening balance and address rules', () => {
    const { ctx, scope } = createTestWorld();
    const bins = binsOf(ctx, scope);
    expect(new Set(bins.map((b) => b.type))).toEqual(new Set([0, 1]));
    expect(bins.map((b) => b.family).sort()).toEqual(['BB', 'BZ', 'HK', 'US']);
    expect(bins.some((b) => b.supportPhysicalCard)).toBe(true);
    expect(bins.some((b) => b.minBudgetBalanceCents === 5_000)).toBe(true);
    expect(bins.some((b) => !b.supportsAddressChange)).toBe(true);
    expect(bins.every((b) => b.cardLimit === 5 && /^[0-9]{6}$/.test(b.bin))).toBe(true);
  });

  it('gives each environment and partner its own BIN ids', () => {
    const { ctx, scope, production, other } = createTestWorld();
    const ids = [scope, production, other].flatMap((s) => binsOf(ctx, s).map((b) => b.id));
    expect(new Set(ids).size).toBe(12);
  });

  it('answers 020001 for a BIN of another scope or an unknown one', () => {
    const { ctx, scope, production } = createTestWorld();
    const [bin] = binsOf(ctx, production);
    expect(() => requireBin(ctx, scope, bin?.id ?? '')).toThrow(
      expect.objectContaining({ kind: 'unprocessable', reason: 'bin_not_available', field: 'binId' }),
    );
    expect(() => requireBin(ctx, scope, 'bin_nope')).toThrow(
      expect.objectContaining({ reason: 'bin_not_available' }),
    );
  });

  it('seeds the BB family with a 50.00 minimum budget balance', () => {
    const { ctx, scope } = createTestWorld();
    const bb = binsOf(ctx, scope).find((b) => b.family === 'BB');
    if (!bb) throw new Error('no BB BIN');
    expect(bb).toMatchObject({
      id: bb.id,
      bin: '537210',
      type: 0,
      currencies: ['USD'],
      network: 'MASTERCARD',
      supportPhysicalCard: false,
      family: 'BB',
      minBudgetBalanceCents: 5_000,
    });
  });
});
