import type { DomainContext, Reach, TenantScope } from '../context';
import { DomainError } from '../errors';
import { defineCollection } from '../storage';
import type { ApiKeyRecord, OrganizationRecord, Role } from './organization-records';

/** The storage collections of Style A organizations and their API keys, by name. */
export const ORGANIZATIONS = 'a.organizations';
export const API_KEYS = 'a.apiKeys';

/**
 * The organizations, declared with their children's index (a reseller reaches its child organizations).
 * Bounded by design: the mock seeds them and nothing creates more.
 */
export const ORGANIZATION_COLLECTION = defineCollection<OrganizationRecord, 'byParent'>({
  name: ORGANIZATIONS,
  indexes: { byParent: (organization) => organization.parentId ?? undefined },
});

/** Who is calling Style A: the API key behind the token, its role, and the organizations it reaches. */
export interface Caller {
  keyPrefix: string;
  role: Role;
  organizationId: string;
  /** Organization ids the caller reaches: its own, plus its child organizations for RESELLER_ADMIN. */
  scope: string[];
}

/**
 * Compares two strings in time that depends on their length only (no early exit on the first difference).
 *
 * @example
 * sameSecret(givenSignature, expectedSignature); // true when equal
 */
export function sameSecret(given: string, expected: string): boolean {
  const length = Math.max(given.length, expected.length);
  let difference = given.length ^ expected.length;
  for (let i = 0; i < length; i += 1) {
    difference |= (given.charCodeAt(i) || 0) ^ (expected.charCodeAt(i) || 0);
  }
  return difference === 0;
}

/**
 * The API key for client credentials; an unknown prefix and a wrong secret fail alike (`unauthorized`,
 * reason `invalid_client`), so the answer never tells whether the key exists.
 *
 * @example
 * const key = checkClientCredentials(ctx, 'key_0f3k...', 'x3k9...');
 */
export function checkClientCredentials(ctx: DomainContext, clientId: string, secret: string): ApiKeyRecord {
  const key = ctx.storage.collection<ApiKeyRecord>(API_KEYS).get(clientId);
  // Compare against something even for an unknown key, so both failures take the same path.
  const matches = sameSecret(secret, key?.secret ?? '\u0000'.repeat(48));
  if (!key || !matches) {
    throw new DomainError('unauthorized', 'client_id or client_secret is invalid', {
      reason: 'invalid_client',
    });
  }
  return key;
}

/**
 * The organization ids an API key reaches: its own, plus the children of a RESELLER_ADMIN's.
 *
 * @example
 * organizationScope(ctx, 'RESELLER_ADMIN', resellerId); // [resellerId, childId]
 */
export function organizationScope(ctx: DomainContext, role: Role, organizationId: string): string[] {
  if (role !== 'RESELLER_ADMIN') return [organizationId];
  const children = ctx.storage
    .collection(ORGANIZATION_COLLECTION)
    .find('byParent', organizationId)
    .map((organization) => organization.id);
  return [organizationId, ...children];
}

/**
 * The caller behind a verified token's claims. The key must still exist with the same organization and
 * role, else `unauthorized` (a token outlives nothing it was issued for).
 *
 * @example
 * const caller = callerOf(ctx, { keyPrefix: claims.sub, organizationId: claims.org, role: claims.role });
 */
export function callerOf(
  ctx: DomainContext,
  claims: { keyPrefix: string; organizationId: string; role: string },
): Caller {
  const key = ctx.storage.collection<ApiKeyRecord>(API_KEYS).get(claims.keyPrefix);
  if (!key || key.organizationId !== claims.organizationId || key.role !== claims.role) {
    throw new DomainError('unauthorized', 'bearer token names an API key that no longer exists', {
      field: 'Authorization',
    });
  }
  return {
    keyPrefix: key.prefix,
    role: key.role,
    organizationId: key.organizationId,
    scope: organizationScope(ctx, key.role, key.organizationId),
  };
}

/**
 * Refuses a caller whose role is not among the operation's `x-roles` with `forbidden`.
 *
 * @example
 * requireRole(caller, ['RESELLER_ADMIN', 'ORG_ADMIN']);
 */
export function requireRole(caller: Caller, roles: readonly Role[]): void {
  if (!roles.includes(caller.role)) {
    throw new DomainError(
      'forbidden',
      `role ${caller.role} may not call this operation; allowed roles: ${roles.join(', ')}`,
    );
  }
}

/**
 * The tenant scope of a Style A caller: the organizations it reaches (its own, and a reseller's children),
 * in the sandbox.
 *
 * @example
 * reachable(card, 'a', callerTenants(caller));
 */
export function callerTenants(caller: Caller): TenantScope {
  return { tenantIds: caller.scope, environment: 'sandbox' };
}

/**
 * What a Style A caller reaches of the shared models: Style A records of its organizations.
 *
 * @example
 * requireReachable(cardsOf(ctx).get(id), callerReach(caller), { noun: 'card', id });
 */
export function callerReach(caller: Caller): Reach {
  return { style: 'a', tenants: callerTenants(caller) };
}

/**
 * Refuses a resource of an organization outside the caller's scope with `not_found`, exactly like a missing
 * one: a 403 would leak that it exists.
 *
 * @example
 * requireInScope(caller, program.organizationId, `program ${id}`);
 */
export function requireInScope(caller: Caller, organizationId: string, what: string): void {
  if (!caller.scope.includes(organizationId)) throw new DomainError('not_found', `${what} not found`);
}

/**
 * The organizations a caller reaches, ordered by id.
 *
 * @example
 * listOrganizations(ctx, caller).map((o) => o.id);
 */
export function listOrganizations(ctx: DomainContext, caller: Caller): OrganizationRecord[] {
  const organizations = ctx.storage.collection<OrganizationRecord>(ORGANIZATIONS);
  return caller.scope
    .map((id) => organizations.get(id))
    .filter((organization): organization is OrganizationRecord => organization !== undefined)
    .sort((x, y) => (x.id < y.id ? -1 : x.id > y.id ? 1 : 0));
}

/**
 * An organization's platform credit now: what its ledger account (under the organization's id)
 * has available, 0 when it has none.
 *
 * @example
 * organizationCreditCents(ctx, organizationId); // 1000000 in a fresh sandbox
 */
export function organizationCreditCents(ctx: DomainContext, organizationId: string): number {
  return ctx.ledger.has(organizationId) ? ctx.ledger.balance(organizationId).available : 0;
}
