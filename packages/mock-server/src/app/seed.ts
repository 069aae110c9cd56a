import type { SchemaStyleAConfig, SchemaStyleBConfig } from '@card-issuance/contracts/mock-control-types';
import { seedBins } from '../domain/bins';
import type { DomainContext } from '../domain/context';
import { seedOrganizations, seedOtherReseller } from '../domain/organizations';
import { createPartner, seedPartner } from '../domain/partners';
import { binView } from '../style-b/bin-view';
import { seedSampleAccount } from './seed-sample-account';
import { seedSampleApplicant } from './seed-sample-applicant';

/**
 * The credentials and fixtures a fresh mock starts with, kept with a sandbox (and in `--data-dir`): the
 * seeded parts of mock-control.openapi.yaml `StyleAConfig` and `StyleBConfig` (generated types, so a change
 * of the spec reaches them), and the Style B partner's id.
 */
export interface SeededSandbox {
  styleA: Pick<SchemaStyleAConfig, 'apiKeys' | 'otherReseller' | 'sampleApplicant'>;
  styleB: Omit<SchemaStyleBConfig, 'baseUrl' | 'productionBaseUrl' | 'kycProvider'> & { programId: string };
}

/**
 * Seeds a working sandbox: a Style B partner with credentials for both environments, BINs of both
 * types and a ready sub-account (a cardholder, a budget, a card), and Style A organizations with an API
 * key per role and a ready applicant (a cardholder, a card).
 *
 * @example
 * const seeded = seedSandbox(ctx);
 * console.log(seeded.styleB.clientId);
 */
export function seedSandbox(ctx: DomainContext): SeededSandbox {
  const { partner, credentials } = createPartner(ctx, { name: 'Sandbox Partner' });
  const bins = seedBins(ctx, partner.id).filter((bin) => bin.environment === 'sandbox');
  const { apiKeys, programs } = seedOrganizations(ctx);
  // After everything above, so the ids a given seed produced before issue 23 keep their values.
  const other = seedPartner(ctx, { name: 'Other Partner' });
  const otherReseller = seedOtherReseller(ctx);
  // Last of all, for the same reason (issue "the first hour"): the sub-account the API reference fills in.
  const sampleAccount = seedSampleAccount(
    ctx,
    { programId: partner.id, environment: 'sandbox' },
    partner.parentAccountId,
    bins,
  );
  // And the Style A applicant it fills in, after that (G-145).
  const resellerKey = apiKeys.find((key) => key.role === 'RESELLER_ADMIN');
  if (!resellerKey) throw new Error('the seed has no RESELLER_ADMIN key');
  const sampleApplicant = seedSampleApplicant(ctx, resellerKey, programs);
  return {
    styleA: {
      apiKeys: Object.fromEntries(
        apiKeys.map((k) => [k.role, { clientId: k.prefix, clientSecret: k.secret }]),
      ) as SeededSandbox['styleA']['apiKeys'],
      otherReseller: {
        organizationId: otherReseller.organization.id,
        clientId: otherReseller.apiKey.prefix,
        clientSecret: otherReseller.apiKey.secret,
      },
      sampleApplicant,
    },
    styleB: {
      programId: partner.id,
      clientId: credentials.sandbox.clientId,
      clientSecret: credentials.sandbox.clientSecret,
      productionClientId: credentials.production.clientId,
      productionClientSecret: credentials.production.clientSecret,
      parentAccountId: partner.parentAccountId,
      webhookSecret: partner.webhookSecret,
      sampleAccount,
      bins: bins.map((bin) => {
        const view = binView(bin);
        return {
          id: view.id,
          bin: view.bin,
          type: view.type,
          family: view.family,
          supportPhysicalCard: view.supportPhysicalCard,
          minBudgetBalance: view.minBudgetBalance,
        };
      }),
      otherProgram: {
        programId: other.partner.id,
        clientId: other.credentials.sandbox.clientId,
        clientSecret: other.credentials.sandbox.clientSecret,
        parentAccountId: other.partner.parentAccountId,
      },
    },
  };
}
