import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import { prefixedId, randomToken } from '../ids';
import type { ApiKeyRecord, OrganizationRecord, Role } from './organization-records';

/**
 * Provisions a Style A API key of `role` for an organization (A-47: the prefix is the
 * `client_id`, the secret the `client_secret`, shown only in this answer).
 *
 * @example
 * const { prefix, secret } = provisionApiKey(ctx, organizationId, { role: 'DEVELOPER' });
 */
export function provisionApiKey(
  ctx: DomainContext,
  organizationId: string,
  input: { role: Role },
): ApiKeyRecord {
  const organization = ctx.storage.collection<OrganizationRecord>('a.organizations').get(organizationId);
  if (!organization)
    throw new DomainError('not_found', `organization ${organizationId} not found`, {
      field: 'organizationId',
    });
  const { role } = input;
  if (role === 'RESELLER_ADMIN' && organization.parentId !== null) {
    throw new DomainError(
      'invalid',
      'RESELLER_ADMIN keys belong to a reseller organization, not a child tenant',
      { field: 'role' },
    );
  }
  const key: ApiKeyRecord = {
    prefix: prefixedId('key', ctx.random),
    secret: randomToken(48, ctx.random),
    role: role as Role,
    organizationId,
  };
  ctx.storage.collection<ApiKeyRecord>('a.apiKeys').put(key.prefix, key);
  return key;
}
