import { describe, expect, it } from 'vitest';
import { createTestWorld } from '../../../test/support/domain/test-world';
import { accountById, findAccountsByEmail, registerAccount, requireAccount } from './account-store';

function setup() {
  const world = createTestWorld();
  const parentAccountId = world.seeded.partner.parentAccountId;
  return { ...world, parentAccountId };
}

describe('registerAccount', () => {
  it('creates a NONE, uninitialized account with a UUID and a user id', () => {
    const { ctx, scope, parentAccountId } = setup();
    const account = registerAccount(ctx, scope, {
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+14155550100',
      parentAccountId,
    });
    expect(account).toMatchObject({
      accountId: expect.stringMatching(/^[0-9a-f-]{36}$/),
      userId: expect.stringMatching(/^user_/),
      parentAccountId,
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+14155550100',
      kycStatus: 'NONE',
      initialized: false,
      createdAt: '2026-01-15T12:00:00.000Z',
    });
    expect(
      registerAccount(ctx, scope, { name: 'B', email: 'b@example.com', parentAccountId }).phone,
    ).toBeNull();
  });

  it('answers not_found for a parent account of another partner', () => {
    const { ctx, other, parentAccountId } = setup();
    expect(() => registerAccount(ctx, other, { name: 'A', email: 'a@example.com', parentAccountId })).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'parentAccountId' }),
    );
  });

  it('keeps emails unique per parent account and environment, ignoring case (40901)', () => {
    const { ctx, scope, production, parentAccountId } = setup();
    registerAccount(ctx, scope, { name: 'A', email: 'ann@example.com', parentAccountId });
    expect(() =>
      registerAccount(ctx, scope, { name: 'B', email: 'ANN@example.com', parentAccountId }),
    ).toThrow(expect.objectContaining({ kind: 'conflict', reason: 'email_taken', field: 'email' }));
    // Production data are separate.
    expect(
      registerAccount(ctx, production, { name: 'B', email: 'ann@example.com', parentAccountId }).email,
    ).toBe('ann@example.com');
  });
});

describe('lookups', () => {
  it('finds zero or one account by email, in scope only (B-24)', () => {
    const { ctx, scope, production, parentAccountId } = setup();
    const account = registerAccount(ctx, scope, { name: 'A', email: 'ann@example.com', parentAccountId });
    expect(findAccountsByEmail(ctx, scope, { email: 'Ann@Example.com' })).toEqual([account]);
    expect(findAccountsByEmail(ctx, scope, { email: 'zed@example.com' })).toEqual([]);
    expect(findAccountsByEmail(ctx, production, { email: 'ann@example.com' })).toEqual([]);
  });

  it('requires an account of the scope', () => {
    const { ctx, scope, other, parentAccountId } = setup();
    const account = registerAccount(ctx, scope, { name: 'A', email: 'ann@example.com', parentAccountId });
    expect(requireAccount(ctx, scope, account.accountId)).toEqual(account);
    expect(() => requireAccount(ctx, other, account.accountId)).toThrow(
      expect.objectContaining({ kind: 'not_found', field: 'accountId' }),
    );
    expect(() =>
      requireAccount(ctx, scope, '6f1c2a9e-0d7b-4c3e-9a51-2b8d7e4f6a10', 'from.accountId'),
    ).toThrow(expect.objectContaining({ kind: 'not_found', field: 'from.accountId' }));
    expect(accountById(ctx, account.accountId)).toEqual(account);
    expect(() => accountById(ctx, 'nope')).toThrow(expect.objectContaining({ kind: 'not_found' }));
  });
});
