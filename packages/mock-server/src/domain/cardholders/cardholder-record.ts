import type { DomainContext } from '../context';
import { defineCollection, indexKey } from '../storage';
import type { CardholderRecord, CardholderStatus } from './cardholder-record-types';

export type { CardholderRecord, CardholderStatus } from './cardholder-record-types';

/** Cardholders, by owner, and unique by reference (Style B) and by owner and product (Style A). */
export const CARDHOLDERS = defineCollection<CardholderRecord, 'byOwner', 'byReference' | 'byOwnerProduct'>({
  name: 'cardholders',
  indexes: { byOwner: (holder) => holder.ownerId },
  unique: {
    byReference: (holder) =>
      holder.referenceId === null
        ? undefined
        : indexKey(holder.tenantId, holder.environment, holder.referenceId),
    // Style A keeps one cardholder per applicant and program; Style B's rule (one live cardholder per
    // user) lets REJECTED ones be retried, so it is a check, not a constraint.
    byOwnerProduct: (holder) =>
      holder.style === 'a' ? indexKey(holder.ownerId, holder.productId) : undefined,
  },
});

/**
 * The cardholders collection.
 *
 * @example
 * cardholdersOf(ctx).find('byOwner', accountId);
 */
export const cardholdersOf = (ctx: DomainContext) => ctx.storage.collection(CARDHOLDERS);

/**
 * Stores a cardholder's new status and publishes `cardholder.status_changed`.
 *
 * @example
 * setCardholderStatus(ctx, cardholder, 'APPROVED');
 */
export function setCardholderStatus(
  ctx: DomainContext,
  cardholder: CardholderRecord,
  status: CardholderStatus,
): CardholderRecord {
  const changed = { ...cardholder, status };
  cardholdersOf(ctx).put(changed.id, changed);
  ctx.publish({ type: 'cardholder.status_changed', cardholder: changed });
  return changed;
}
