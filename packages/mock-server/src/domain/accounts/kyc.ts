import { isoTime } from '../clock/iso-time';
import type { DomainContext, PartnerScope } from '../context';
import { DomainError } from '../errors';
import { prefixedId } from '../ids';
import { defineJob, scheduleJob } from '../jobs';
import { defineCollection } from '../storage';
import { type AccountRecord, accountById, accountsOf, requireAccount } from './account-store';

/** What a KYC case ends as; the mock emits these two only (B-15). */
export type KycDecision = 'APPROVED' | 'REJECTED';

/** One KYC submission and its decision. */
export interface KycCaseRecord extends PartnerScope {
  caseId: string;
  accountId: string;
  status: 'PENDING' | KycDecision;
  /** The decision the scheduled task will take (steered by B-14's test values). */
  plannedDecision: KycDecision;
  reason: string | null;
  sourceType: string;
  shareToken: string;
  submittedAt: string;
  decidedAt: string | null;
}

/** A forced KYB decision (B-16): no endpoint creates one; the control API does. */
export interface KybCaseRecord extends PartnerScope {
  caseId: string;
  accountId: string;
  status: KycDecision;
  reason: string | null;
  decidedAt: string;
}

/** KYC cases, by share token: a token used by one applicant is refused for another. */
export const KYC_CASES = defineCollection<KycCaseRecord, 'byShareToken'>({
  name: 'b.kyc-cases',
  indexes: { byShareToken: (kycCase) => kycCase.shareToken },
});
/** Forced KYB decisions. */
export const KYB_CASES = defineCollection<KybCaseRecord>({ name: 'b.kyb-cases' });

const cases = (ctx: DomainContext) => ctx.storage.collection(KYC_CASES);
const kybCases = (ctx: DomainContext) => ctx.storage.collection(KYB_CASES);

/** The planned decision of a case, taken `kycDecisionDelayMs` after submission; stored as a job. */
const decideKycCase = defineJob<{ caseId: string }>('kyc.decide', (ctx, { caseId }) => {
  const pending = cases(ctx).get(caseId);
  if (pending?.status !== 'PENDING') return; // already forced
  decide(
    ctx,
    pending,
    pending.plannedDecision,
    pending.plannedDecision === 'REJECTED' ? 'documents rejected' : null,
  );
});

/**
 * `POST /v1/accounts/{accountId}/kyc` as the face has validated it against the spec. The share token is the
 * body's `<provider>ShareToken` (G-10); the optional profile fields are validated and not kept.
 */
export interface SubmitKycInput {
  accountId: string;
  sourceType: string;
  shareToken: string;
}

/**
 * `POST /v1/accounts/{accountId}/kyc`: opens a PENDING case decided after `kycDecisionDelayMs`. Refuses an
 * unknown `sourceType` (040001), an APPROVED user (040003), a case already PENDING (40901, B-25) and an
 * expired share token or one another applicant used (040002). Test values (B-14): a token containing
 * `reject` ends REJECTED, `expired` is refused.
 *
 * @example
 * const kycCase = submitKyc(ctx, scope, { accountId, sourceType: 'veritas', shareToken: 'tok_1' });
 */
export function submitKyc(ctx: DomainContext, scope: PartnerScope, input: SubmitKycInput): KycCaseRecord {
  const account = requireAccount(ctx, scope, input.accountId);
  const provider = ctx.settings.kycProvider;
  const { sourceType, shareToken } = input;
  const tokenField = `${provider}ShareToken`;

  if (sourceType !== provider) {
    throw new DomainError('unprocessable', `sourceType must be "${provider}", the KYC provider`, {
      field: 'sourceType',
      reason: 'unknown_source_type',
    });
  }
  if (account.kycStatus === 'APPROVED') {
    throw new DomainError('unprocessable', 'the user already passed KYC', {
      field: 'accountId',
      reason: 'kyc_already_approved',
    });
  }
  if (account.kycStatus === 'PENDING') {
    throw new DomainError(
      'conflict',
      'a KYC case is already pending for this account; wait for its decision',
      {
        field: 'accountId',
        reason: 'kyc_pending',
      },
    );
  }
  const lowered = shareToken.toLowerCase();
  // A provider share token is addressed to one applicant: reusing it for someone else is refused.
  const foreign = cases(ctx)
    .find('byShareToken', shareToken)
    .some((c) => c.accountId !== account.accountId);
  if (lowered.includes('expired') || foreign) {
    throw new DomainError(
      'unprocessable',
      foreign ? 'the share token was issued for another applicant' : 'the share token has expired',
      { field: tokenField, reason: 'share_token_invalid' },
    );
  }

  const kycCase: KycCaseRecord = {
    programId: account.programId,
    environment: account.environment,
    caseId: prefixedId('kyc', ctx.random),
    accountId: account.accountId,
    status: 'PENDING',
    plannedDecision: lowered.includes('reject') ? 'REJECTED' : 'APPROVED',
    reason: null,
    sourceType,
    shareToken,
    submittedAt: isoTime(ctx.clock.now()),
    decidedAt: null,
  };
  cases(ctx).put(kycCase.caseId, kycCase);
  accountsOf(ctx).put(account.accountId, { ...account, kycStatus: 'PENDING', kycCaseId: kycCase.caseId });
  scheduleJob(ctx, decideKycCase, ctx.clock.now() + ctx.settings.kycDecisionDelayMs, {
    caseId: kycCase.caseId,
  });
  return kycCase;
}

function decide(
  ctx: DomainContext,
  kycCase: KycCaseRecord,
  status: KycDecision,
  reason: string | null,
): void {
  const decided: KycCaseRecord = { ...kycCase, status, reason, decidedAt: isoTime(ctx.clock.now()) };
  cases(ctx).put(decided.caseId, decided);
  const account = accountsOf(ctx).get(kycCase.accountId);
  if (!account) return;
  accountsOf(ctx).put(account.accountId, { ...account, kycStatus: status });
  ctx.publish({
    type: 'account.kyc_decided',
    account: { ...account, kycStatus: status },
    caseId: decided.caseId,
    status,
    reason,
  });
}

/**
 * `GET /v1/accounts/cdd/detail/{accountId}`: the account, whose KYC status and case the view shows.
 *
 * @example
 * kycDetailView(getKycDetail(ctx, scope, { accountId })).kyc.status; // 'PENDING'
 */
export function getKycDetail(
  ctx: DomainContext,
  scope: PartnerScope,
  input: { accountId: string },
): AccountRecord {
  return requireAccount(ctx, scope, input.accountId);
}

/**
 * Control API: decides the account's PENDING KYC case now (any scope); `conflict` when none is pending.
 * The scheduled decision then finds the case decided and does nothing.
 *
 * @example
 * forceKycDecision(ctx, accountId, 'REJECTED', 'document unreadable');
 */
export function forceKycDecision(
  ctx: DomainContext,
  accountId: string,
  decision: KycDecision,
  reason?: string,
): KycCaseRecord {
  const account = accountById(ctx, accountId);
  const pending = account.kycCaseId ? cases(ctx).get(account.kycCaseId) : undefined;
  if (pending?.status !== 'PENDING') {
    throw new DomainError('conflict', 'no KYC case is pending for this account', { field: 'accountId' });
  }
  decide(ctx, pending, decision, reason ?? (decision === 'REJECTED' ? 'rejected by the control API' : null));
  return cases(ctx).get(pending.caseId) ?? pending;
}

/**
 * Control API: records a KYB decision for an account and emits KYB.UPDATED (B-16). There is no KYB
 * endpoint, so nothing is ever pending: each call is a new decision.
 *
 * @example
 * forceKybDecision(ctx, accountId, 'APPROVED');
 */
export function forceKybDecision(
  ctx: DomainContext,
  accountId: string,
  decision: KycDecision,
  reason?: string,
): KybCaseRecord {
  const account = accountById(ctx, accountId);
  const record: KybCaseRecord = {
    programId: account.programId,
    environment: account.environment,
    caseId: prefixedId('kyb', ctx.random),
    accountId,
    status: decision,
    reason: reason ?? null,
    decidedAt: isoTime(ctx.clock.now()),
  };
  kybCases(ctx).put(record.caseId, record);
  ctx.publish({
    type: 'account.kyb_decided',
    account,
    caseId: record.caseId,
    status: decision,
    reason: record.reason,
  });
  return record;
}
