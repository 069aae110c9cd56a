import { binView, seedBins } from '../domain/bins';
import type { DomainContext } from '../domain/context';
import { createProgram } from '../domain/programs';
import { type Role, seedTenants } from '../domain/tenants';

/** The credentials and fixtures a fresh mock starts with (DESIGN.md part 4: "prints the credentials"). */
export interface SeededSandbox {
  styleA: { apiKeys: Record<Role, { clientId: string; clientSecret: string }> };
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
  };
}

/**
 * Seeds a working sandbox: a Style B partner program with credentials for both environments and BINs of
 * both types, and Style A tenants with an API key per role.
 *
 * @example
 * const seeded = seedSandbox(ctx);
 * console.log(seeded.styleB.clientId);
 */
export function seedSandbox(ctx: DomainContext): SeededSandbox {
  const { program, credentials } = createProgram(ctx, { name: 'Sandbox Partner' });
  const bins = seedBins(ctx, program.id).filter((bin) => bin.environment === 'sandbox');
  const { apiKeys } = seedTenants(ctx);
  return {
    styleA: {
      apiKeys: Object.fromEntries(
        apiKeys.map((k) => [k.role, { clientId: k.prefix, clientSecret: k.secret }]),
      ) as SeededSandbox['styleA']['apiKeys'],
    },
    styleB: {
      programId: program.id,
      clientId: credentials.sandbox.clientId,
      clientSecret: credentials.sandbox.clientSecret,
      productionClientId: credentials.production.clientId,
      productionClientSecret: credentials.production.clientSecret,
      parentAccountId: program.parentAccountId,
      webhookSecret: program.webhookSecret,
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
    },
  };
}
