import { describe, expect, it } from 'vitest';
import { createTestWorld, onboardAccount } from '../../test/support/domain/test-world';
import { listWallets } from '../domain/accounts';
import { walletView } from './wallet-view';

describe('walletView', () => {
  it('shows the USD Wallet with its ledger balance', () => {
    const world = createTestWorld({ openingBalanceCents: 123_456 });
    const account = onboardAccount(world);
    const [wallet] = listWallets(world.ctx, world.scope, { accountId: account.accountId });
    if (!wallet) throw new Error('no wallet');
    world.ctx.ledger.hold(wallet.id, 456, 'pending authorization');
    expect(walletView(world.ctx, wallet)).toEqual({
      id: account.walletId,
      accountId: account.accountId,
      objectType: 0,
      currency: 'USD',
      balance: { available: '1230.00', locked: '4.56', total: '1234.56' },
    });
  });
});
