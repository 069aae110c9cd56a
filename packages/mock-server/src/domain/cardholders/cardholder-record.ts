import type { DomainContext, Environment } from '../context';
import { defineCollection, indexKey } from '../storage';
import type { Address } from './cardholder-fields';

/** PENDING, then APPROVED or REJECTED (B-7); Style A's simulated issuer approves at once. */
export type CardholderStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/**
 * A cardholder, whichever style created it: the person cards are issued to, under one product (a Style B
 * BIN, a Style A card program).
 */
export interface CardholderRecord {
  id: string;
  style: 'a' | 'b';
  /** A Style B program, or a Style A organization. */
  tenantId: string;
  environment: Environment;
  /** The end user: a Style B sub-account, or a Style A applicant. */
  ownerId: string;
  /** A Style B BIN id, or a Style A card program id. */
  productId: string;
  /** Style B: unique per program and environment; null for Style A. */
  referenceId: string | null;
  /** Style B's `businessModel`; null for Style A. */
  businessModel: string | null;
  firstName: string;
  lastName: string;
  email: string;
  /** Style B's phone; null for Style A. */
  phone: { countryCode: string; number: string } | null;
  address: Address;
  status: CardholderStatus;
  /** The issuer's id of the cardholder (Style A), else null. */
  issuerCardholderId: string | null;
  createdAt: string;
}

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
