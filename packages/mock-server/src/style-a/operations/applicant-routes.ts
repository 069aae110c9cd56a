import {
  zCreateApplicantBody,
  zGetApplicantKycStatusPath,
  zGetApplicantPath,
  zImportKycShareTokenBody,
  zImportKycShareTokenPath,
  zListApplicantsQuery,
  zSubmitApplicantPath,
} from '@card-issuance/contracts/style-a-zod';
import {
  type ApplicantRecord,
  createApplicant,
  kycConfig,
  listApplicants,
  requireApplicant,
  shareKyc,
  submitApplicant,
} from '../../domain/applicants';
import { providerNames, requireRole } from '../../domain/tenants';
import { idempotent, readJsonBody } from '../../http';
import { cursorPageOf, cursorRequest } from '../cursor-page';
import { success } from '../envelope';
import { OPERATION_ROLES } from '../operation-roles';
import { styleAInput, styleARequest } from '../request-input';
import type { StyleAOperationKit } from '../style-a-app';
import { applicantView, kycStatusView } from '../views';
import { hostedVerificationUrl } from './hosted-verification-routes';

/**
 * Applicants and their KYC: create (optional `Idempotency-Key`), list newest
 * first, get, submit, kyc-status, kyc-share and `GET /v1/kyc/config`. The hosted verification is simulated:
 * the verification provider's signed callback decides (callbackRoutes), sent by the hosted page's buttons
 * (hostedVerificationRoutes) or by the integrator.
 *
 * @example
 * applicantRoutes({ app, ctx, baseUrl, authenticate });
 */
export function applicantRoutes({ app, ctx, baseUrl, authenticate }: StyleAOperationKit): void {
  // The URL is built when shown, so it names the address the mock serves now.
  const view = (applicant: ApplicantRecord) =>
    applicantView(applicant, (id) => hostedVerificationUrl(baseUrl(), providerNames(ctx).kyc, id));
  app.post('/v1/applicants', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/applicants']);
    const body = await readJsonBody(c);
    const scope = `${caller.keyPrefix}:POST /v1/applicants`;
    return idempotent(c, { ctx, scope, mode: 'optional', request: body }, () => {
      const input = styleAInput(c, { body: zCreateApplicantBody }, body);
      return success(c, view(createApplicant(ctx, caller, input)), 201);
    });
  });

  app.get('/v1/applicants', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/applicants']);
    const query = await styleARequest(c, { query: zListApplicantsQuery });
    const page = listApplicants(ctx, caller, cursorRequest(query, 'app'));
    return success(
      c,
      cursorPageOf(page, (applicant) => applicant.id, view),
    );
  });

  app.get('/v1/applicants/:id', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/applicants/{id}']);
    const { id } = await styleARequest(c, { path: zGetApplicantPath });
    return success(c, view(requireApplicant(ctx, caller, id)));
  });

  app.post('/v1/applicants/:id/submit', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/applicants/{id}/submit']);
    const { id } = await styleARequest(c, { path: zSubmitApplicantPath });
    const applicant = requireApplicant(ctx, caller, id);
    return success(c, kycStatusView(submitApplicant(ctx, applicant)));
  });

  app.get('/v1/applicants/:id/kyc-status', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/applicants/{id}/kyc-status']);
    const { id } = await styleARequest(c, { path: zGetApplicantKycStatusPath });
    return success(c, kycStatusView(requireApplicant(ctx, caller, id)));
  });

  app.post('/v1/applicants/:id/kyc-share', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['POST /v1/applicants/{id}/kyc-share']);
    // The applicant first (404), then the body (400).
    const { id } = await styleARequest(c, { path: zImportKycShareTokenPath });
    const applicant = requireApplicant(ctx, caller, id);
    const input = await styleARequest(c, { body: zImportKycShareTokenBody });
    return success(c, kycStatusView(shareKyc(ctx, applicant, input.share_token)));
  });

  app.get('/v1/kyc/config', async (c) => {
    const caller = await authenticate(c);
    requireRole(caller, OPERATION_ROLES['GET /v1/kyc/config']);
    return success(c, kycConfig(ctx, caller.organizationId, baseUrl()));
  });
}
