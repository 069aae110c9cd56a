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

/** How one provider calls an organization back: where, with which header, signed with which secret. */
export interface ProviderCallbackConfig {
  /** The provider's name (DECISIONS.md G-10). */
  provider: string;
  /** Where the provider POSTs its callbacks. */
  url: string;
  /** The header carrying the signature. */
  signatureHeader: string;
  /** What the header holds: lowercase hex HMAC-SHA256 of the raw body, `sha256=`-prefixed for the wallet. */
  signatureFormat: '<hex>' | 'sha256=<hex>';
  /** The HMAC-SHA256 key; sign a callback with `openssl dgst -sha256 -hmac <secret>`. */
  secret: string;
}

/** A Style A organization and the secrets its providers sign callbacks with. */
export interface OrganizationConfig {
  id: string;
  name: string;
  parentId: string | null;
  callbacks: Record<ProviderKind, ProviderCallbackConfig>;
}

/** The one JSON object the CLI prints with `--json` and `/_mock/config` answers (the control spec's `Config`). */
export interface MockConfig {
  controlUrl: string;
  /** The sandbox dashboard, for example `http://127.0.0.1:4010/_mock/dashboard`. */
  dashboardUrl: string;
  /** The API reference with "try it", for example `http://127.0.0.1:4010/_mock/docs`. */
  docsUrl: string;
  styleA: {
    baseUrl: string;
    apiKeys: SeededSandbox['styleA']['apiKeys'];
    /** Every organization, resellers first, with its provider callback secrets. */
    organizations: OrganizationConfig[];
    /** A second, unrelated reseller and its RESELLER_ADMIN key (A-11 isolation). */
    otherReseller?: SeededSandbox['styleA']['otherReseller'];
  };
  styleB: {
    baseUrl: string;
    productionBaseUrl: string;
    clientId: string;
    clientSecret: string;
    productionClientId: string;
    productionClientSecret: string;
    parentAccountId: string;
    webhookSecret: string;
    kycProvider: string;
    /** A second partner program: 40404 across programs, 40399 for a foreign `parentAccountId` (G-62). */
    otherProgram?: SeededSandbox['styleB']['otherProgram'];
    /** The seeded BINs, of both types (B-19); `bins[0].id` is a `binId`. */
    bins: SeededSandbox['styleB']['bins'];
  };
  /** The `--seed` text the mock was started with (`createMock({ seed })`), `null` for random values (G-66). */
  seed: string | null;
}

function organizationConfigs(ctx: DomainContext, styleABaseUrl: string): OrganizationConfig[] {
  const names = providerNames(ctx);
  const callback = (organizationId: string, kind: ProviderKind): ProviderCallbackConfig => ({
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
