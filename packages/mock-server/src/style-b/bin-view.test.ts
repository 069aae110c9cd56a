import { describe, expect, it } from 'vitest';
import { createTestWorld } from '../../test/support/domain/test-world';
import { binsOf } from '../domain/bins';
import { binView } from './bin-view';

describe('binView', () => {
  it('shows the wire fields only, with money as a decimal string', () => {
    const { ctx, scope } = createTestWorld();
    const bb = binsOf(ctx, scope).find((b) => b.family === 'BB');
    if (!bb) throw new Error('no BB BIN');
    expect(binView(bb)).toEqual({
      id: bb.id,
      bin: '537210',
      type: 0,
      currencies: ['USD'],
      network: 'MASTERCARD',
      supportPhysicalCard: false,
      family: 'BB',
      minBudgetBalance: '50.00',
    });
  });
});
