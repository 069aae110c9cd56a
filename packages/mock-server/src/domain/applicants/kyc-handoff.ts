import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { defineJob, scheduleJob } from '../jobs';
import { ORGANIZATIONS, type OrganizationRecord, providerConfig, providerNames } from '../organizations';
import { type ApplicantRecord, applicantById, saveApplicant } from './applicant-store';

const organizationOf = (ctx: DomainContext, id: string) =>
  ctx.storage.collection<OrganizationRecord>(ORGANIZATIONS).get(id);

function notConfigured(what: string): DomainError {
  return new DomainError('unprocessable', `${what} is not configured for this organization`, {
    reason: 'kyc_not_configured',
  });
}

/**
 * The verification provider setup of an organization, or `kyc_not_configured` when it has none.
 *
 * @example
 * kycConfig(ctx, caller.organizationId, 'http://127.0.0.1:4010/style-a');
 */
export function kycConfig(
  ctx: DomainContext,
  organizationId: string,
  baseUrl: string,
): Record<string, string> {
  const config = providerConfig(ctx, organizationId);
  if (!organizationOf(ctx, organizationId)?.kycConfigured || !config?.shareRecipient) {
    throw notConfigured('a verification provider');
  }
  const { kyc } = providerNames(ctx);
  return {
    provider: kyc,
    [`${kyc}WebhookUrl`]: `${baseUrl}/v1/webhooks/${kyc}`,
    [`${kyc}WebhookMode`]: config.webhookMode,
    share_recipient: config.shareRecipient,
  };
}

/** The issuer's answer to a handoff, `kycDecisionDelayMs` after it; stored as a job. */
const issuerReady = defineJob<{ applicantId: string }>('applicant.issuer-ready', (ctx, { applicantId }) => {
  const current = applicantById(ctx, applicantId);
  if (current?.issuerStatus !== 'PENDING') return; // decided otherwise since
  saveApplicant(ctx, { ...current, issuerStatus: 'READY' });
});

/** Hands the applicant to the issuer: PENDING now, READY after `kycDecisionDelayMs` on the mock's clock. */
function handOff(ctx: DomainContext, applicant: ApplicantRecord): ApplicantRecord {
  if (applicant.issuerStatus === 'PENDING' || applicant.issuerStatus === 'READY') return applicant;
  const pending = saveApplicant(ctx, { ...applicant, issuerStatus: 'PENDING' });
  scheduleJob(ctx, issuerReady, ctx.clock.now() + ctx.settings.kycDecisionDelayMs, {
    applicantId: pending.id,
  });
  return pending;
}

/**
 * `POST /v1/applicants/{id}/submit`: refuses an organization without KYC
 * (`kyc_not_configured`) or issuer (`rail_not_configured`), then an applicant not APPROVED (`invalid`,
 * "applicant not approved"); otherwise hands off to the issuer. Calling it again answers the progress.
 *
 * @example
 * const progress = submitApplicant(ctx, applicant);
 */
export function submitApplicant(ctx: DomainContext, applicant: ApplicantRecord): ApplicantRecord {
  const organization = organizationOf(ctx, applicant.organizationId);
  if (!organization?.kycConfigured) throw notConfigured('a verification provider');
  if (!organization.issuerConfigured) {
    throw new DomainError('unprocessable', 'no live issuer is configured for this organization', {
      reason: 'rail_not_configured',
    });
  }
  if (applicant.kycStatus !== 'APPROVED') {
    throw new DomainError('invalid', `applicant not approved (kyc_status ${applicant.kycStatus})`, {
      field: 'id',
    });
  }
  return handOff(ctx, applicant);
}

/**
 * `POST /v1/applicants/{id}/kyc-share` with the validated `share_token`: `kyc_not_configured` without a share recipient,
 * `kyc_not_approved` before tenant approval, `kyc_share_rejected` for a token containing `reject` or
 * `expired`, `kyc_share_failed` for one containing `fail`; otherwise hands off to the issuer.
 *
 * @example
 * const progress = shareKyc(ctx, applicant, 'vst_2Lm6...');
 */
export function shareKyc(ctx: DomainContext, applicant: ApplicantRecord, token: string): ApplicantRecord {
  const organization = organizationOf(ctx, applicant.organizationId);
  if (!organization?.kycConfigured || !providerConfig(ctx, applicant.organizationId)?.shareRecipient) {
    throw notConfigured('a share recipient');
  }
  if (applicant.kycStatus !== 'APPROVED') {
    throw new DomainError('unprocessable', `applicant not approved by tenant KYC (${applicant.kycStatus})`, {
      reason: 'kyc_not_approved',
    });
  }
  const lowered = token.toLowerCase();
  if (lowered.includes('reject') || lowered.includes('expired')) {
    throw new DomainError('unprocessable', 'the share token is invalid, expired or addressed elsewhere', {
      field: 'share_token',
      reason: 'kyc_share_rejected',
    });
  }
  if (lowered.includes('fail')) {
    throw new DomainError('unprocessable', 'the verification provider could not import the share token', {
      field: 'share_token',
      reason: 'kyc_share_failed',
    });
  }
  return handOff(ctx, applicant);
}

/**
 * Applies the provider's review: GREEN approves (event `applicant.approved`), RED rejects. An
 * APPROVED applicant stays approved. `reason` is kept on the record when the control API gives one.
 *
 * @example
 * decideTenantKyc(ctx, applicant, 'GREEN');
 */
export function decideTenantKyc(
  ctx: DomainContext,
  applicant: ApplicantRecord,
  answer: 'GREEN' | 'RED',
  reason?: string,
): ApplicantRecord {
  if (applicant.kycStatus === 'APPROVED') return applicant;
  const decided = saveApplicant(ctx, {
    ...applicant,
    kycStatus: answer === 'GREEN' ? 'APPROVED' : 'REJECTED',
    kycReason: reason,
  });
  if (decided.kycStatus === 'APPROVED') {
    ctx.publish({ type: 'applicant.kyc_approved', applicant: decided });
  }
  return decided;
}

/**
 * Control API (`POST /_mock/style-a/applicants/{applicantId}/kyc-decision`): the same effect and event as
 * the KYC provider's signed GREEN / RED callback, for any applicant not yet APPROVED (`conflict` once it
 * is; `not_found` for an unknown id).
 *
 * @example
 * forceApplicantKycDecision(ctx, 'app_8Fk2...', 'APPROVED');
 */
export function forceApplicantKycDecision(
  ctx: DomainContext,
  applicantId: string,
  status: 'APPROVED' | 'REJECTED',
  reason?: string,
): ApplicantRecord {
  const applicant = applicantById(ctx, applicantId);
  if (!applicant) {
    throw new DomainError('not_found', `applicant ${applicantId} not found`, { field: 'applicantId' });
  }
  if (applicant.kycStatus === 'APPROVED') {
    throw new DomainError('conflict', `applicant ${applicantId} is already APPROVED`, {
      field: 'applicantId',
    });
  }
  return decideTenantKyc(ctx, applicant, status === 'APPROVED' ? 'GREEN' : 'RED', reason);
}
