import {
  applicantById,
  forceApplicantKycDecision,
  freezeDeposit,
  fundingBalances,
  receiveDeposit,
} from '../domain/applicants';
import type { DomainContext } from '../domain/context';
import { settleCreditPurchase } from '../domain/credit-purchases';
import { DomainError } from '../domain/errors';
import { provisionApiKey, updateOrganizationSettings } from '../domain/organizations';
import { amountCents } from '../http';
import { type ControlHandlers, created } from './control-binding';

/**
 * The control API's Style A steering (specs/mock-control.openapi.yaml, tag "Style A steering"): decide an
 * applicant's KYC now (as the provider's signed GREEN / RED callback would), switch an organization's
 * settings, provision an API key (its secret shown once), and settle a purchase of platform credit, which
 * adds to the organization's credit and emits `credit_purchase.settled`; receive, freeze and unfreeze an
 * applicant's stablecoin deposits, answering its funding balances.
 *
 * @example
 * bindOperations(app, controlBinding(ctx), { ...styleASteering(ctx), ...otherHandlers });
 */
export function styleASteering(ctx: DomainContext) {
  const applicantOf = (id: string) => {
    const applicant = applicantById(ctx, id);
    if (!applicant) throw new DomainError('not_found', `applicant ${id} not found`, { field: 'applicantId' });
    return applicant;
  };
  // The applicant (404) before the amount's range (400, 422), so the amount is read after it.
  const deposits = (action: 'freeze' | 'unfreeze') =>
    (({ applicantId, currency, amount }) => {
      const applicant = applicantOf(applicantId);
      freezeDeposit(ctx, applicant, currency, amountCents(amount, 'amount'), action);
      return fundingBalances(ctx, applicant);
    }) satisfies ControlHandlers['freezeApplicantDeposit'];
  return {
    receiveApplicantDeposit: ({ applicantId, currency, amount }) => {
      const applicant = applicantOf(applicantId);
      receiveDeposit(ctx, applicant, currency, amountCents(amount, 'amount'));
      return created(fundingBalances(ctx, applicant));
    },
    freezeApplicantDeposit: deposits('freeze'),
    unfreezeApplicantDeposit: deposits('unfreeze'),
    forceApplicantKycDecision: ({ applicantId, status, reason }) => {
      const decided = forceApplicantKycDecision(ctx, applicantId, status, reason);
      return { applicant_id: decided.id, kyc_status: decided.kycStatus, reason: decided.kycReason ?? null };
    },
    updateOrganizationSettings: ({ organizationId, ...settings }) => {
      const organization = updateOrganizationSettings(ctx, organizationId, settings);
      return {
        organization_id: organization.id,
        name: organization.name,
        pciRevealEnabled: organization.pciRevealEnabled,
        issuerConfigured: organization.issuerConfigured,
        kycConfigured: organization.kycConfigured,
      };
    },
    provisionApiKey: ({ organizationId, ...body }) => {
      const key = provisionApiKey(ctx, organizationId, body);
      // The only time the secret is shown (part 5); nothing else ever returns it.
      return created({
        client_id: key.prefix,
        client_secret: key.secret,
        role: key.role,
        organization_id: key.organizationId,
      });
    },
    settleCreditPurchase: ({ organizationId, ...body }) =>
      created(settleCreditPurchase(ctx, organizationId, body)),
  } satisfies Partial<ControlHandlers>;
}
