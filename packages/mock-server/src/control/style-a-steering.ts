import {
  zForceApplicantKycDecisionBody,
  zProvisionApiKeyBody,
  zSettleCreditPurchaseBody,
  zUpdateOrganizationSettingsBody,
} from '@card-issuance/contracts/mock-control-zod';
import type { Hono } from 'hono';
import { forceApplicantKycDecision } from '../domain/applicants';
import type { DomainContext } from '../domain/context';
import { settleCreditPurchase } from '../domain/credit-purchases';
import { provisionApiKey, updateOrganizationSettings } from '../domain/tenants';
import { data } from './control-envelope';
import { controlBody } from './control-input';

/**
 * The control API's Style A steering (specs/mock-control.openapi.yaml, tag "Style A steering"): decide an
 * applicant's KYC now (as the provider's signed GREEN / RED callback would), switch an organization's
 * settings, provision an API key (its secret shown once), and settle a purchase of platform credit, which
 * adds to the organization's credit and emits `credit_purchase.settled`.
 *
 * @example
 * styleASteering(app, ctx); // POST /_mock/style-a/organizations/{organizationId}/credit-purchases
 */
export function styleASteering(app: Hono, ctx: DomainContext): void {
  app.post('/style-a/applicants/:applicantId/kyc-decision', async (c) => {
    const { status, reason } = await controlBody(c, zForceApplicantKycDecisionBody);
    const decided = forceApplicantKycDecision(ctx, c.req.param('applicantId'), status, reason);
    return data(c, {
      applicant_id: decided.id,
      kyc_status: decided.kycStatus,
      reason: decided.kycReason ?? null,
    });
  });

  app.patch('/style-a/organizations/:organizationId', async (c) => {
    const body = await controlBody(c, zUpdateOrganizationSettingsBody);
    const organization = updateOrganizationSettings(ctx, c.req.param('organizationId'), body);
    return data(c, {
      organization_id: organization.id,
      name: organization.name,
      pciRevealEnabled: organization.pciRevealEnabled,
      issuerConfigured: organization.issuerConfigured,
      kycConfigured: organization.kycConfigured,
    });
  });

  app.post('/style-a/organizations/:organizationId/api-keys', async (c) => {
    const key = provisionApiKey(
      ctx,
      c.req.param('organizationId'),
      await controlBody(c, zProvisionApiKeyBody),
    );
    // The only time the secret is shown (part 5); nothing else ever returns it.
    return data(
      c,
      {
        client_id: key.prefix,
        client_secret: key.secret,
        role: key.role,
        organization_id: key.organizationId,
      },
      201,
    );
  });
  app.post('/style-a/organizations/:organizationId/credit-purchases', async (c) =>
    data(
      c,
      settleCreditPurchase(
        ctx,
        c.req.param('organizationId'),
        await controlBody(c, zSettleCreditPurchaseBody),
      ),
      201,
    ),
  );
}
