import type { DomainContext } from '../context';
import { prefixedId, randomToken } from '../ids';
import { type CardProgramRecord, seedCardPrograms } from './card-programs';
import { seedDashboard } from './dashboard-users';
import { type ApiKeyRecord, type OrganizationRecord, ROLES } from './organization-records';
import { seedProviderConfig } from './provider-config';

/**
 * Seeds Style A organizations: a reseller with one child organization, one API key per role (the
 * RESELLER_ADMIN key on the reseller, the others on the child), and one PREPAID and one CREDIT card program
 * for each organization.
 *
 * @example
 * const { apiKeys } = seedOrganizations(ctx);
 */
export function seedOrganizations(ctx: DomainContext): {
  organizations: OrganizationRecord[];
  apiKeys: ApiKeyRecord[];
  programs: CardProgramRecord[];
} {
  const organizations = ctx.storage.collection<OrganizationRecord>('a.organizations');
  const keys = ctx.storage.collection<ApiKeyRecord>('a.apiKeys');
  const reseller: OrganizationRecord = {
    id: prefixedId('org', ctx.random),
    name: 'Sandbox Reseller',
    parentId: null,
    pciRevealEnabled: true,
    issuerConfigured: true,
    kycConfigured: true,
    creditCents: 1_000_000,
  };
  const child: OrganizationRecord = {
    id: prefixedId('org', ctx.random),
    name: 'Sandbox Tenant',
    parentId: reseller.id,
    pciRevealEnabled: true,
    issuerConfigured: true,
    kycConfigured: true,
    creditCents: 1_000_000,
  };
  organizations.put(reseller.id, reseller);
  organizations.put(child.id, child);
  for (const organization of [reseller, child]) {
    ctx.ledger.open(organization.id);
    ctx.ledger.credit(organization.id, organization.creditCents, 'opening platform credit');
  }
  const apiKeys = ROLES.map((role): ApiKeyRecord => {
    const key: ApiKeyRecord = {
      prefix: prefixedId('key', ctx.random),
      secret: randomToken(48, ctx.random),
      role,
      organizationId: role === 'RESELLER_ADMIN' ? reseller.id : child.id,
    };
    keys.put(key.prefix, key);
    return key;
  });
  // After the keys, so the seeded key ids stay what they were before programs existed.
  const programs = [...seedCardPrograms(ctx, reseller.id), ...seedCardPrograms(ctx, child.id)];
  // Last, for the same reason: callback secrets and the share recipient of each organization.
  seedProviderConfig(ctx, reseller.id);
  seedProviderConfig(ctx, child.id);
  // Last, so the ids seeded before keep their values.
  seedDashboard(ctx, child.id);
  return { organizations: [reseller, child], apiKeys, programs };
}

/**
 * Seeds a second reseller, unrelated to the first, with a RESELLER_ADMIN key, its two card programs and
 * its provider secrets, so that reseller-to-reseller isolation can be tried from outside: its key
 * reaches none of the first reseller's organizations, programs, applicants or cards. Call it after every
 * other seed, so the ids seeded before keep their values.
 *
 * @example
 * const { organization, apiKey } = seedOtherReseller(ctx);
 */
export function seedOtherReseller(ctx: DomainContext): {
  organization: OrganizationRecord;
  apiKey: ApiKeyRecord;
} {
  const organization: OrganizationRecord = {
    id: prefixedId('org', ctx.random),
    name: 'Other Reseller',
    parentId: null,
    pciRevealEnabled: true,
    issuerConfigured: true,
    kycConfigured: true,
    creditCents: 1_000_000,
  };
  ctx.storage.collection<OrganizationRecord>('a.organizations').put(organization.id, organization);
  ctx.ledger.open(organization.id);
  ctx.ledger.credit(organization.id, organization.creditCents, 'opening platform credit');
  const apiKey: ApiKeyRecord = {
    prefix: prefixedId('key', ctx.random),
    secret: randomToken(48, ctx.random),
    role: 'RESELLER_ADMIN',
    organizationId: organization.id,
  };
  ctx.storage.collection<ApiKeyRecord>('a.apiKeys').put(apiKey.prefix, apiKey);
  seedCardPrograms(ctx, organization.id);
  seedProviderConfig(ctx, organization.id);
  return { organization, apiKey };
}
