import {
  type ApplicantRecord,
  createApplicant,
  kycConfig,
  listApplicants,
  requireApplicant,
  shareKyc,
  submitApplicant,
} from '../../domain/applicants';
import { type Caller, providerNames } from '../../domain/organizations';
import { type Call, reply } from '../../http';
import { cursorPageOf, cursorRequest } from '../cursor-page';
import type { StyleAOperationKit } from '../style-a-app';
import type { StyleAHandlers } from '../style-a-binding';
import { applicantView, kycStatusView } from '../views';
import { hostedVerificationUrl } from './hosted-verification-routes';

/**
 * Applicants and their KYC: create (optional `Idempotency-Key`), list newest
 * first, get, submit, kyc-status, kyc-share and `GET /v1/kyc/config`. The hosted verification is simulated:
 * the verification provider's signed callback decides (callbackHandlers), sent by the hosted page's buttons
 * (hostedVerificationRoutes) or by the integrator.
 *
 * @example
 * kit.bind({ ...applicantHandlers(kit), ...otherHandlers });
 */
export function applicantHandlers({ ctx, baseUrl }: StyleAOperationKit) {
  // The URL is built when shown, so it names the address the mock serves now.
  const view = (applicant: ApplicantRecord) =>
    applicantView(applicant, (id) => hostedVerificationUrl(baseUrl(), providerNames(ctx).kyc, id));
  return {
    createApplicant: (input, { principal }) =>
      reply(view(createApplicant(ctx, principal, input)), { status: 201 }),
    listApplicants: (query, { principal }) =>
      cursorPageOf(
        listApplicants(ctx, principal, cursorRequest(query, 'app')),
        (applicant) => applicant.id,
        view,
      ),
    getApplicant: ({ id }, { principal }) => view(requireApplicant(ctx, principal, id)),
    submitApplicant: ({ id }, { principal }) =>
      kycStatusView(submitApplicant(ctx, requireApplicant(ctx, principal, id))),
    getApplicantKycStatus: ({ id }, { principal }) => kycStatusView(requireApplicant(ctx, principal, id)),
    // The applicant first (404), then the body (400).
    importKycShareToken: {
      locate: applicantFirst(ctx),
      handle: ({ share_token }, { located }) => kycStatusView(shareKyc(ctx, located, share_token)),
    },
    getKycConfig: (_input, { principal }) => kycConfig(ctx, principal.organizationId, baseUrl()),
  } satisfies Partial<StyleAHandlers>;
}

/**
 * The binder's `locate` step of an operation on one applicant: the applicant of `{id}` in the caller's
 * scope (404) before the body is read (400).
 *
 * @example
 * importKycShareToken: { locate: applicantFirst(ctx), handle: (input, { located }) => ... }
 */
export function applicantFirst(ctx: StyleAOperationKit['ctx']) {
  return {
    run: ({ id }: { id: string }, { principal }: Call<Caller>) => requireApplicant(ctx, principal, id),
  };
}
