import type { Environment } from '../context/scope';
import type { Address } from './cardholder-fields';

// The cardholder's types alone, so the domain's facts can name them without importing what reads them.

/** PENDING, then APPROVED or REJECTED (B-7); Style A's simulated issuer approves at once. */
export type CardholderStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/**
 * A cardholder, whichever style created it: the person cards are issued to, under one product (a Style B
 * BIN, a Style A card program).
 */
export interface CardholderRecord {
  id: string;
  style: 'a' | 'b';
  /** A Style B partner, or a Style A organization. */
  tenantId: string;
  environment: Environment;
  /** The end user: a Style B sub-account, or a Style A applicant. */
  ownerId: string;
  /** A Style B BIN id, or a Style A card program id. */
  productId: string;
  /** Style B: unique per partner and environment; null for Style A. */
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
