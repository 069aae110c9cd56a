import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { ORGANIZATIONS } from './organization-access';
import type { OrganizationRecord } from './organization-records';

/** The switches of an organization that integrators must handle both ways. */
export const ORGANIZATION_SETTINGS = ['pciRevealEnabled', 'issuerConfigured', 'kycConfigured'] as const;
export type OrganizationSettings = Pick<OrganizationRecord, (typeof ORGANIZATION_SETTINGS)[number]>;

/**
 * Control API (`PATCH /_mock/style-a/organizations/{organizationId}`): changes any of `pciRevealEnabled`
 * (false: payment-details answers 403), `issuerConfigured` (false: RAIL_NOT_CONFIGURED) and `kycConfigured`
 * (false: KYC_NOT_CONFIGURED). Each given field must be a boolean and at least one must be given.
 *
 * @example
 * updateOrganizationSettings(ctx, organizationId, { pciRevealEnabled: false });
 */
export function updateOrganizationSettings(
  ctx: DomainContext,
  organizationId: string,
  patch: Record<string, unknown>,
): OrganizationRecord {
  const organizations = ctx.storage.collection<OrganizationRecord>(ORGANIZATIONS);
  const organization = organizations.get(organizationId);
  if (!organization) {
    throw new DomainError('not_found', `organization ${organizationId} not found`, {
      field: 'organizationId',
    });
  }
  const changes: Partial<OrganizationSettings> = {};
  for (const field of ORGANIZATION_SETTINGS) {
    const value = patch[field];
    if (value === undefined) continue;
    if (typeof value !== 'boolean') throw new DomainError('invalid', `${field} must be a boolean`, { field });
    changes[field] = value;
  }
  if (Object.keys(changes).length === 0) {
    throw new DomainError('invalid', `give at least one of ${ORGANIZATION_SETTINGS.join(', ')}`, {
      field: 'body',
    });
  }
  const updated = { ...organization, ...changes };
  organizations.put(organizationId, updated);
  return updated;
}
