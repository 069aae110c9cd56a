import { describe, expect, it } from 'vitest';
import { createTestWorld, onboardAccount } from '../../test/support/domain/test-world';
import { registerAccount } from '../domain/accounts';
import { accountView, kycDetailView } from './account-view';

describe('accountView', () => {
  it('shows the spec Account fields only', () => {
    const { ctx, scope, seeded } = createTestWorld();
    const account = registerAccount(ctx, scope, {
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+14155550100',
      parentAccountId: seeded.partner.parentAccountId,
    });
    expect(accountView(account)).toEqual({
      accountId: account.accountId,
      userId: account.userId,
      parentAccountId: seeded.partner.parentAccountId,
      name: 'Ann Lee',
      email: 'ann@example.com',
      phone: '+14155550100',
      kycStatus: 'NONE',
      initialized: false,
      createdAt: '2026-01-15T12:00:00.000Z',
    });
  });
});

describe('kycDetailView', () => {
  it('shows the KYC status and the latest case', () => {
    const world = createTestWorld();
    const registered = onboardAccount(world, world.scope, 'registered');
    expect(kycDetailView(registered)).toEqual({
      accountId: registered.accountId,
      kyc: { status: 'NONE', caseId: null },
    });
    const approved = onboardAccount(world, world.scope, 'approved');
    expect(kycDetailView(approved)).toEqual({
      accountId: approved.accountId,
      kyc: { status: 'APPROVED', caseId: approved.kycCaseId },
    });
    expect(approved.kycCaseId).toEqual(expect.any(String));
  });
});
