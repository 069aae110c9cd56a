import {
  zForceApplicantKycDecisionBody,
  zFreezeApplicantDepositBody,
  zProvisionApiKeyBody,
  zReceiveApplicantDepositBody,
  zSettleCreditPurchaseBody,
  zUnfreezeApplicantDepositBody,
  zUpdateOrganizationSettingsBody,
} from '@card-issuance/contracts/mock-control-zod';
import type { Hono } from 'hono';
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
import { data } from './control-envelope';
import { controlBody } from './control-input';

/**
 * The control API's Style A steering (specs/mock-control.openapi.yaml, tag "Style A steering"): decide an
 * applicant's KYC now (as the provider's signed GREEN / RED callback would), switch an organization's
 * settings, provision an API key (its secret shown once), and settle a purchase of platform credit, which
 * adds to the organization's credit and emits `credit_purchase.settled`; receive, freeze and unfreeze an
 * applicant's stablecoin deposits, answering its funding balances.
 *
 * @example
 * styleASteering(app, ctx); // POST /_mock/style-a/organizations/{organizationId}/credit-purchases
 */
export function styleASteering(app: Hono, ctx: DomainContext): void {
  const applicantOf = (id: string) => {
    const applicant = applicantById(ctx, id);
    if (!applicant) throw new DomainError('not_found', `applicant ${id} not found`, { field: 'applicantId' });
    return applicant;
  };
  app.post('/style-a/applicants/:applicantId/deposits', async (c) => {
    const { currency, amount } = await controlBody(c, zReceiveApplicantDepositBody);
    const applicant = applicantOf(c.req.param('applicantId'));
    // The applicant (404) before the amount's range (400, 422), so the amount is read after it.
    receiveDeposit(ctx, applicant, currency, amountCents(amount, 'amount'));
    return data(c, fundingBalances(ctx, applicant), 201);
  });
  for (const action of ['freeze', 'unfreeze'] as const) {
    const schema = action === 'freeze' ? zFreezeApplicantDepositBody : zUnfreezeApplicantDepositBody;
    app.post(`/style-a/applicants/:applicantId/deposits/${action}`, async (c) => {
      const { currency, amount } = await controlBody(c, schema);
      const applicant = applicantOf(c.req.param('applicantId'));
      freezeDeposit(ctx, applicant, currency, amountCents(amount, 'amount'), action);
      return data(c, fundingBalances(ctx, applicant));
    });
  }

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
