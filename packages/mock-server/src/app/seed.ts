import { binView, seedBins } from '../domain/bins';
import type { DomainContext } from '../domain/context';
import { type Role, seedOrganizations, seedOtherReseller } from '../domain/organizations';
import { createPartner, seedPartner } from '../domain/partners';

/** The credentials and fixtures a fresh mock starts with (the CLI prints them at start). */
export interface SeededSandbox {
  styleA: {
    apiKeys: Record<Role, { clientId: string; clientSecret: string }>;
    /**
     * A second reseller, unrelated to the first, and its RESELLER_ADMIN key: reseller-to-reseller
     * isolation. Absent from a `--data-dir` saved before issue 23.
     */
    otherReseller?: { organizationId: string; clientId: string; clientSecret: string };
  };
  styleB: {
    programId: string;
    clientId: string;
    clientSecret: string;
    productionClientId: string;
    productionClientSecret: string;
    parentAccountId: string;
    webhookSecret: string;
    bins: Array<{
      id: string;
      bin: string;
      type: 0 | 1;
      family: string;
      supportPhysicalCard: boolean;
      minBudgetBalance: string;
    }>;
    /**
     * A second partner (sandbox credentials and parent account): a token of one partner on the
     * other's accounts gives 40399, and one partner's `parentAccountId` is not found from the other.
     * Absent from a `--data-dir` saved before issue 23.
     */
    otherProgram?: { programId: string; clientId: string; clientSecret: string; parentAccountId: string };
  };
}

/**
 * Seeds a working sandbox: a Style B partner with credentials for both environments and BINs of
 * both types, and Style A organizations with an API key per role.
 *
 * @example
 * const seeded = seedSandbox(ctx);
 * console.log(seeded.styleB.clientId);
 */
export function seedSandbox(ctx: DomainContext): SeededSandbox {
  const { partner, credentials } = createPartner(ctx, { name: 'Sandbox Partner' });
  const bins = seedBins(ctx, partner.id).filter((bin) => bin.environment === 'sandbox');
  const { apiKeys } = seedOrganizations(ctx);
  // After everything above, so the ids a given seed produced before issue 23 keep their values.
  const other = seedPartner(ctx, { name: 'Other Partner' });
  const otherReseller = seedOtherReseller(ctx);
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
    },
    styleB: {
      programId: partner.id,
      clientId: credentials.sandbox.clientId,
      clientSecret: credentials.sandbox.clientSecret,
      productionClientId: credentials.production.clientId,
      productionClientSecret: credentials.production.clientSecret,
      parentAccountId: partner.parentAccountId,
      webhookSecret: partner.webhookSecret,
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
