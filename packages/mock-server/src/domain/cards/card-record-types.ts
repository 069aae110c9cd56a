import type { Environment } from '../context/scope';
import type { Cents, Currency } from '../money';

// The card's types alone, so the domain's facts can name them without importing what reads cards.

/**
 * Card states, both styles (B-6, A-3): a PHYSICAL Style A card starts INACTIVE; CLOSED and EXPIRED are
 * final.
 */
export type CardStatus = 'INACTIVE' | 'ACTIVE' | 'FROZEN' | 'CLOSED' | 'EXPIRED';
/** Periods of a spending limit (Style B's `velocityControl`); `NA` means no limit (B-20). */
export type VelocityPeriod =
  | 'TRANSACTION'
  | 'DAY'
  | 'WEEK'
  | 'MONTH'
  | 'QUARTER'
  | 'YEAR'
  | 'LIFETIME'
  | 'NA';
/** Where a physical card is on its way to the cardholder; virtual cards have none. */
export type ShippingStatus = 'ORDERED' | 'SHIPPED' | 'DELIVERED';
/** What pays for the card's purchases: a Style B budget, the card's own balance, or platform credit. */
export type CardFunding = 'BUDGET' | 'PREPAID' | 'CREDIT';

/**
 * A card, whichever style issued it: one record, one lifecycle, one place on the card network. The full
 * number and CVV live apart ({@link CARD_SECRETS}), so no view, event or state dump can carry them.
 */
export interface CardRecord {
  id: string;
  /** The style whose API issued it: its views and events are that style's. */
  style: 'a' | 'b';
  /** Whose card it is, its tenant: a Style B partner, or a Style A organization. */
  tenantId: string;
  environment: Environment;
  /** The end user: a Style B sub-account, or a Style A applicant. */
  ownerId: string;
  cardholderId: string;
  /** What it was issued under: a Style B BIN id, or a Style A card program id. */
  productId: string;
  /** The leading digits of its number. */
  bin: string;
  form: 'VIRTUAL' | 'PHYSICAL';
  status: CardStatus;
  label: string | null;
  funding: CardFunding;
  /** The ledger account purchases are held on and captured from. */
  fundingAccountId: string;
  /** The Style B budget it spends, else null. */
  budgetId: string | null;
  currencies: Currency[];
  /** A cap on spending per period (Style B velocity control, Style A monthly spend limit). */
  spendLimit: { period: VelocityPeriod; amountCents: Cents };
  lastFour: string;
  /** 1 to 12. */
  expMonth: number;
  expYear: number;
  /** Style B: unique per partner and environment; null for Style A. */
  referenceId: string | null;
  useType: string | null;
  physicalCardDesignId: string | null;
  /**
   * A physical card's shipping, null for a virtual one; optional because cards stored before it
   * existed lack it (read it with {@link shippingStatusOf}).
   */
  shippingStatus?: ShippingStatus | null;
  /**
   * Set (and stored) only while an administrator's restriction holds: the card is FROZEN and only
   * `unrestrict` reactivates it (G-74).
   */
  restricted?: true;
  /** Issue order, for "newest first" lists when the clock stands still. */
  sequence: number;
  createdAt: string;
}

/** The full card number and CVV, stored apart from the card (shown in three places only, G-60). */
export interface CardSecretsRecord {
  cardId: string;
  cardNumber: string;
  cvv: string;
}
