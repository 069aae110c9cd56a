import type {
  SchemaConfig,
  SchemaProviderCallbackConfig,
  SchemaStyleAOrganizationConfig,
} from '@card-issuance/contracts/mock-control-types';
import type { DomainContext } from '../domain/context';
import {
  ORGANIZATIONS,
  type OrganizationRecord,
  type ProviderKind,
  providerNames,
  providerSecrets,
} from '../domain/organizations';
import { BASE_PATHS } from '../http/style-of-path';
import type { SeededSandbox } from './seed';

/**
 * The one JSON object the CLI prints with `--json` and `/_mock/config` answers: mock-control.openapi.yaml
 * `Config`, generated, so a change of the spec reaches it.
 */
export type MockConfig = SchemaConfig;

function organizationConfigs(ctx: DomainContext, styleABaseUrl: string): SchemaStyleAOrganizationConfig[] {
  const names = providerNames(ctx);
  const callback = (organizationId: string, kind: ProviderKind): SchemaProviderCallbackConfig => ({
    provider: names[kind],
    url: `${styleABaseUrl}/v1/webhooks/${names[kind]}`,
    signatureHeader: kind === 'wallet' ? `x-${names[kind]}-signature-256` : `x-${names[kind]}-signature`,
    signatureFormat: kind === 'wallet' ? 'sha256=<hex>' : '<hex>',
    secret: providerSecrets(ctx, organizationId)[kind],
  });
  // Every organization, on purpose: bounded by design (seeded, never created), and all are configured.
  return [...ctx.storage.collection<OrganizationRecord>(ORGANIZATIONS).values()]
    .sort((x, y) => Number(x.parentId !== null) - Number(y.parentId !== null))
    .map((organization) => ({
      id: organization.id,
      name: organization.name,
      parentId: organization.parentId,
      callbacks: {
        kyc: callback(organization.id, 'kyc'),
        issuer: callback(organization.id, 'issuer'),
        wallet: callback(organization.id, 'wallet'),
      },
    }));
}

/**
 * Builds the {@link MockConfig} for a mock reachable at `origin`.
 *
 * @example
 * mockConfig('http://127.0.0.1:4010', seeded, ctx, 'demo').styleB.baseUrl; // 'http://127.0.0.1:4010/style-b'
 */
export function mockConfig(
  origin: string,
  seeded: SeededSandbox,
  ctx: DomainContext,
  seed: string | null = null,
): MockConfig {
  const base = origin.replace(/\/+$/, '');
  const { programId: _programId, ...styleB } = seeded.styleB;
  const styleABaseUrl = `${base}${BASE_PATHS.a}`;
  const controlUrl = `${base}${BASE_PATHS.control}`;
  return {
    controlUrl,
    dashboardUrl: `${controlUrl}/dashboard`,
    docsUrl: `${controlUrl}/docs`,
    styleA: {
      baseUrl: styleABaseUrl,
      apiKeys: seeded.styleA.apiKeys,
      organizations: organizationConfigs(ctx, styleABaseUrl),
      ...(seeded.styleA.otherReseller ? { otherReseller: seeded.styleA.otherReseller } : {}),
      ...(seeded.styleA.sampleApplicant ? { sampleApplicant: seeded.styleA.sampleApplicant } : {}),
    },
    styleB: {
      baseUrl: `${base}${BASE_PATHS.b}`,
      productionBaseUrl: `${base}${BASE_PATHS['b-production']}`,
      ...styleB,
      kycProvider: ctx.settings.kycProvider,
    },
    seed,
  };
}
