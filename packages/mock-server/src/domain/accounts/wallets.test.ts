import { describe, expect, it } from 'vitest';
import { createTestWorld, onboardAccount } from '../../../test/support/domain/test-world';
import { accountById } from './account-store';
import { creditWallet, initAccount, listWallets, requireWallet } from './wallets';

describe('initAccount', () => {
  it('needs an APPROVED KYC (040004)', () => {
    const world = createTestWorld();
    const account = onboardAccount(world, world.scope, 'registered');
    expect(() => initAccount(world.ctx, world.scope, { accountId: account.accountId })).toThrow(
      expect.objectContaining({ kind: 'unprocessable', reason: 'kyc_not_approved', field: 'accountId' }),
    );
    expect(listWallets(world.ctx, world.scope, { accountId: account.accountId })).toEqual([]);
    expect(() => requireWallet(world.ctx, account)).toThrow(
      expect.objectContaining({ reason: 'account_not_initialized' }),
    );
  });

  it('creates the USD Wallet with the sandbox opening balance; a second init answers the same (B-11)', () => {
    const world = createTestWorld({ openingBalanceCents: 123_456 });
    const account = onboardAccount(world, world.scope, 'approved');
    const first = initAccount(world.ctx, world.scope, { accountId: account.accountId });
    expect(first).toEqual({
      accountId: account.accountId,
      walletId: expect.stringMatching(/^wal_/),
      initialized: true,
    });
    expect(initAccount(world.ctx, world.scope, { accountId: account.accountId })).toEqual(first);
    const wallets = listWallets(world.ctx, world.scope, { accountId: account.accountId });
    expect(wallets).toMatchObject([
      { id: first.walletId, accountId: account.accountId, objectType: 0, currency: 'USD' },
    ]);
    expect(world.ctx.ledger.balance(first.walletId)).toEqual({ available: 123_456, held: 0, total: 123_456 });
    expect(accountById(world.ctx, account.accountId)).toMatchObject({
      initialized: true,
      walletId: first.walletId,
    });
  });

  it('opens production wallets empty', () => {
    const world = createTestWorld();
    const account = onboardAccount(world, world.production);
    const [wallet] = listWallets(world.ctx, world.production, { accountId: account.accountId });
    if (!wallet) throw new Error('no wallet');
    expect(world.ctx.ledger.balance(wallet.id).total).toBe(0);
    expect(() => listWallets(world.ctx, world.scope, { accountId: account.accountId })).toThrow(
      expect.objectContaining({ kind: 'not_found' }),
    );
  });
});

describe('creditWallet', () => {
  it('credits any wallet by id and validates the amount', () => {
    const world = createTestWorld();
    const account = onboardAccount(world, world.production);
    const walletId = account.walletId ?? '';
    expect(creditWallet(world.ctx, walletId, 2_550).balance).toEqual({
      available: 2_550,
      held: 0,
      total: 2_550,
    });
    expect(() => creditWallet(world.ctx, 'wal_nope', 1)).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'walletId' }),
    );
    for (const bad of [0, -1, 1.5, 100_000_001]) {
      expect(() => creditWallet(world.ctx, walletId, bad)).toThrow(
        expect.objectContaining({ kind: 'invalid' }),
      );
    }
  });
});
