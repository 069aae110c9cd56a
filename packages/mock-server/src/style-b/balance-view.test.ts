import { describe, expect, it } from 'vitest';
import { balanceView } from './balance-view';

describe('balanceView', () => {
  it('writes cents as decimal strings, the ledger held amount as locked (B-27)', () => {
    expect(balanceView({ available: 7_000, held: 3_000, total: 10_000 })).toEqual({
      available: '70.00',
      locked: '30.00',
      total: '100.00',
    });
    expect(balanceView({ available: 5, held: 0, total: 5 })).toEqual({
      available: '0.05',
      locked: '0.00',
      total: '0.05',
    });
  });
});
