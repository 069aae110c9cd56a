import { zForceKybDecisionBody, zForceKycDecisionBody } from '@card-issuance/contracts/mock-control-zod';
import { describe, expect, it } from 'vitest';
import { createTestWorld, onboardAccount } from '../../../test/support/domain/test-world';
import { forceKybDecision, forceKycDecision, getKycDetail, submitKyc } from './kyc';

function setup(settings = {}) {
  const world = createTestWorld(settings);
  const account = onboardAccount(world, world.scope, 'registered');
  const submit = (token = 'share-ok', sourceType = 'veritas') =>
    submitKyc(world.ctx, world.scope, { accountId: account.accountId, sourceType, shareToken: token });
  const detail = () => {
    const found = getKycDetail(world.ctx, world.scope, { accountId: account.accountId });
    return { accountId: found.accountId, kyc: { status: found.kycStatus, caseId: found.kycCaseId } };
  };
  return { ...world, account, submit, detail };
}

describe('submitKyc', () => {
  it('opens a PENDING case, approved after the configured delay with a KYC.UPDATED event', () => {
    const { ctx, account, submit, detail, events } = setup({ kycDecisionDelayMs: 5_000 });
    expect(detail()).toEqual({ accountId: account.accountId, kyc: { status: 'NONE', caseId: null } });
    const kycCase = submit('share-ok');
    expect(detail()).toEqual({
      accountId: account.accountId,
      kyc: { status: 'PENDING', caseId: kycCase.caseId },
    });
    ctx.clock.advance(4_999);
    expect(detail().kyc.status).toBe('PENDING');
    ctx.clock.advance(1);
    expect(detail().kyc.status).toBe('APPROVED');
    expect(events.filter((e) => e.type === 'KYC.UPDATED').map((e) => e.payload)).toEqual([
      {
        accountId: account.accountId,
        userId: account.userId,
        caseId: kycCase.caseId,
        status: 'APPROVED',
        reason: null,
      },
    ]);
  });

  it('rejects a token containing "reject" (B-14), and a REJECTED user may resubmit (B-15)', () => {
    const { ctx, submit, detail, events } = setup();
    submit('please-REJECT-me');
    ctx.clock.advance(2_000);
    expect(detail().kyc.status).toBe('REJECTED');
    expect(events.at(-1)?.payload).toMatchObject({ status: 'REJECTED', reason: expect.any(String) });
    const second = submit('share-2');
    expect(detail().kyc).toEqual({ status: 'PENDING', caseId: second.caseId });
    ctx.clock.advance(2_000);
    expect(detail().kyc.status).toBe('APPROVED');
  });

  it('refuses an unknown sourceType (040001), a pending case (40901) and an approved user (040003)', () => {
    const { ctx, submit } = setup();
    expect(() => submit('share-ok', 'other')).toThrow(
      expect.objectContaining({ kind: 'unprocessable', reason: 'unknown_source_type', field: 'sourceType' }),
    );
    submit();
    expect(() => submit('share-ok')).toThrow(
      expect.objectContaining({ kind: 'conflict', reason: 'kyc_pending' }),
    );
    ctx.clock.advance(2_000);
    expect(() => submit('share-ok')).toThrow(
      expect.objectContaining({ kind: 'unprocessable', reason: 'kyc_already_approved' }),
    );
  });

  it('refuses an expired token and a token another applicant used (040002)', () => {
    const world = setup();
    expect(() => world.submit('token-expired')).toThrow(
      expect.objectContaining({ reason: 'share_token_invalid', field: 'veritasShareToken' }),
    );
    world.submit('shared-token');
    const someoneElse = onboardAccount(world, world.scope, 'registered');
    expect(() =>
      submitKyc(world.ctx, world.scope, {
        accountId: someoneElse.accountId,
        sourceType: 'veritas',
        shareToken: 'shared-token',
      }),
    ).toThrow(
      expect.objectContaining({ reason: 'share_token_invalid', message: expect.stringMatching(/another/) }),
    );
  });

  it('refuses a sourceType other than the configured provider (040001)', () => {
    // The fields themselves, the provider-specific token field included, are the face's: request-schemas.test.ts.
    const { submit } = setup({ kycProvider: 'idcheck' });
    expect(() => submit('t', 'veritas')).toThrow(
      expect.objectContaining({ reason: 'unknown_source_type', field: 'sourceType' }),
    );
    expect(submit('t', 'idcheck').status).toBe('PENDING');
  });

  it('is scoped: another partner or production sees not_found', () => {
    const { ctx, other, production, account } = setup();
    for (const scope of [other, production]) {
      expect(() =>
        submitKyc(ctx, scope, {
          accountId: account.accountId,
          sourceType: 'veritas',
          shareToken: 't',
        }),
      ).toThrow(expect.objectContaining({ kind: 'not_found', field: 'accountId' }));
      expect(() => getKycDetail(ctx, scope, { accountId: account.accountId })).toThrow(
        expect.objectContaining({ kind: 'not_found' }),
      );
    }
  });

  it('does nothing when the state was reset before the decision', () => {
    const { ctx, submit, events } = setup();
    const seed = ctx.storage.snapshot();
    submit();
    ctx.storage.restore(seed);
    ctx.clock.advance(2_000);
    expect(events.filter((e) => e.type === 'KYC.UPDATED')).toEqual([]);
  });
});

describe('forced decisions', () => {
  it('decides a pending case now; the scheduled decision then does nothing', () => {
    const { ctx, account, submit, detail, events } = setup();
    submit();
    const decided = forceKycDecision(ctx, account.accountId, 'REJECTED', 'blurry');
    expect(decided).toMatchObject({ status: 'REJECTED', reason: 'blurry' });
    ctx.clock.advance(2_000);
    expect(detail().kyc.status).toBe('REJECTED');
    expect(events.filter((e) => e.type === 'KYC.UPDATED')).toHaveLength(1);
  });

  it('needs a pending case and a known account (the status: control API schema)', () => {
    const { ctx, account } = setup();
    expect(() => forceKycDecision(ctx, account.accountId, 'APPROVED')).toThrow(
      expect.objectContaining({ kind: 'conflict' }),
    );
    expect(() => forceKycDecision(ctx, 'nope', 'APPROVED')).toThrow(
      expect.objectContaining({ kind: 'not_found' }),
    );
    // The control face validates the status with the control spec's schema before calling.
    expect(zForceKycDecisionBody.safeParse({ status: 'PASS' }).success).toBe(false);
    expect(zForceKybDecisionBody.safeParse({ status: 'PASS' }).success).toBe(false);
  });

  it('emits KYB.UPDATED for a forced KYB decision (B-16)', () => {
    const { ctx, account, events } = setup();
    const kyb = forceKybDecision(ctx, account.accountId, 'APPROVED');
    expect(events.at(-1)).toMatchObject({
      type: 'KYB.UPDATED',
      payload: { accountId: account.accountId, caseId: kyb.caseId, status: 'APPROVED', reason: null },
    });
    expect(() => forceKybDecision(ctx, 'nope', 'APPROVED')).toThrow(
      expect.objectContaining({ kind: 'not_found' }),
    );
  });
});
