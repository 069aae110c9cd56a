import { DomainError } from '../errors';
import { type PartnerScope, partnerTenants, reachable, type TenantRecord, type TenantScope } from './scope';

/**
 * What a caller reaches of a model both styles share (cards, cardholders): its style's records of its
 * tenants, and in Style B only those of the one account the request names (`accountReach`; Style A's is
 * `callerReach`).
 */
export interface Reach {
  style: TenantRecord['style'];
  tenants: TenantScope;
  /** Style B: the account (`ownerId`) every record must belong to; Style A reaches whole tenants. */
  ownerId?: string;
}

/** A shared record as a {@link Reach} sees it. */
export type ReachableRecord = TenantRecord & { ownerId: string };

/**
 * The record named `id` when the caller reaches it; a missing one, another style's, another tenant's or
 * another account's is `not_found` naming `field`, the same answer for all (never leak existence, A-11).
 *
 * @example
 * const card = requireReachable(cardsOf(ctx).get(id), reach, { noun: 'card', id, field: 'cardId' });
 */
export function requireReachable<R extends ReachableRecord>(
  record: R | undefined,
  reach: Reach,
  named: { noun: string; id: string; field?: string | undefined },
): R {
  const { style, tenants, ownerId } = reach;
  if (!reachable(record, style, tenants) || (ownerId !== undefined && record.ownerId !== ownerId)) {
    // An id is echoed at most 64 characters long: the message is not a mirror for whatever was sent.
    const message = `${named.noun} ${named.id.slice(0, 64)} not found`;
    throw new DomainError('not_found', message, named.field === undefined ? {} : { field: named.field });
  }
  return record;
}

/**
 * What a Style B request reaches: its partner's records in its environment, of the one account it names.
 *
 * @example
 * requireReachable(cardsOf(ctx).get(cardId), accountReach(scope, account.accountId), { noun: 'card', id: cardId });
 */
export function accountReach(scope: PartnerScope, accountId: string): Reach {
  return { style: 'b', tenants: partnerTenants(scope), ownerId: accountId };
}
