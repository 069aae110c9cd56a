/** Style B environments: separate credentials and separate data. */
export type Environment = 'sandbox' | 'production';

/**
 * Whose data an operation may touch: one partner in one environment. Every Style B record carries
 * both, and a record of another scope is "not found" (DECISIONS.md: never leak existence).
 *
 * @example
 * const scope: PartnerScope = { programId: 'prog_123', environment: 'sandbox' };
 */
export interface PartnerScope {
  /** The partner's id, stored and shown under its original name (records, control API: G-87). */
  programId: string;
  environment: Environment;
}

/**
 * Whether a record belongs to a scope.
 *
 * @example
 * if (!inScope(card, scope)) throw notFound('cardId');
 */
export function inScope(record: PartnerScope, scope: PartnerScope): boolean {
  return record.programId === scope.programId && record.environment === scope.environment;
}

/**
 * Whose records a caller of either style reaches: tenants (a Style B partner, or the Style A organizations
 * in a caller's scope) in one environment. Records shared by both styles (cards, cardholders) carry
 * `tenantId` and `environment` and are checked against it the same way.
 */
export interface TenantScope {
  tenantIds: readonly string[];
  environment: Environment;
}

/** A record kept per tenant: the shared models (cards, cardholders). */
export interface TenantRecord {
  style: 'a' | 'b';
  tenantId: string;
  environment: Environment;
}

/**
 * The tenant scope of a Style B partner scope: that partner in that environment.
 *
 * @example
 * partnerTenants({ programId: 'prog_1', environment: 'sandbox' }); // { tenantIds: ['prog_1'], environment: 'sandbox' }
 */
export function partnerTenants(scope: PartnerScope): TenantScope {
  return { tenantIds: [scope.programId], environment: scope.environment };
}

/**
 * Whether a shared record belongs to `style` and to one of the scope's tenants; anything else is, to the
 * caller, a record that does not exist (never leak existence).
 *
 * @example
 * if (!reachable(card, 'b', partnerTenants(scope))) throw notFound('cardId');
 */
export function reachable<R extends TenantRecord>(
  record: R | undefined,
  style: TenantRecord['style'],
  scope: TenantScope,
): record is R {
  return (
    record !== undefined &&
    record.style === style &&
    record.environment === scope.environment &&
    scope.tenantIds.includes(record.tenantId)
  );
}
