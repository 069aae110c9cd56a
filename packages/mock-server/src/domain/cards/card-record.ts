import type { DomainContext, Environment } from '../context';
import { DomainError } from '../errors';
import type { Cents, Currency } from '../money';
import { defineCollection, indexKey } from '../storage';

/**
 * Card states, both styles (B-6, A-3): a PHYSICAL Style A card starts INACTIVE; CLOSED and EXPIRED are
 * final.
 */
export type CardStatus = 'INACTIVE' | 'ACTIVE' | 'FROZEN' | 'CLOSED' | 'EXPIRED';
/** Periods of a spending limit (interface-spec.md 2.1); `NA` means no limit (B-20). */
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
  /** Whose card it is: a Style B program, or a Style A organization. */
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
  /** Style B: unique per program and environment; null for Style A. */
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

/** The full card number and CVV, stored apart from the card (DESIGN.md part 4: three places only). */
export interface CardSecretsRecord {
  cardId: string;
  cardNumber: string;
  cvv: string;
}

/** Cards, by owner (lists), by cardholder (limits), by tenant (Style A lists), and unique by reference. */
export const CARDS = defineCollection<
  CardRecord,
  'all' | 'byOwner' | 'byCardholder' | 'byTenant',
  'byReference'
>({
  name: 'cards',
  indexes: {
    // Every card, in issue order: the control API's card list pages it (never a scan).
    all: () => 'all',
    byOwner: (card) => card.ownerId,
    byCardholder: (card) => card.cardholderId,
    byTenant: (card) => indexKey(card.tenantId, card.environment),
  },
  unique: {
    byReference: (card) =>
      card.referenceId === null ? undefined : indexKey(card.tenantId, card.environment, card.referenceId),
  },
});

/** The card secrets, by card id. */
export const CARD_SECRETS = defineCollection<CardSecretsRecord>({ name: 'card-secrets' });

/**
 * The cards collection.
 *
 * @example
 * cardsOf(ctx).find('byOwner', accountId);
 */
export const cardsOf = (ctx: DomainContext) => ctx.storage.collection(CARDS);

/**
 * Any card by id, or `undefined`.
 *
 * @example
 * cardById(ctx, 'card_0f3k...')?.status;
 */
export function cardById(ctx: DomainContext, id: string): CardRecord | undefined {
  return cardsOf(ctx).get(id);
}

/**
 * Any card by id; an unknown one is `not_found` naming `field`.
 *
 * @example
 * const card = requireCardById(ctx, body.cardId, 'cardId');
 */
export function requireCardById(ctx: DomainContext, id: string, field = 'cardId'): CardRecord {
  const card = cardById(ctx, id);
  if (!card) throw new DomainError('not_found', `card ${id.slice(0, 64)} not found`, { field });
  return card;
}

/**
 * The card's full number and CVV (reveal only: Style B's testing endpoint and widget, Style A's envelope
 * and widget).
 *
 * @example
 * cardSecretsOf(ctx, card).cardNumber;
 */
export function cardSecretsOf(ctx: DomainContext, card: CardRecord): CardSecretsRecord {
  const secrets = ctx.storage.collection(CARD_SECRETS).get(card.id);
  if (!secrets) throw new DomainError('not_found', `card ${card.id} not found`, { field: 'cardId' });
  return secrets;
}

/**
 * The first six and last four digits around asterisks, as lists show a card number.
 *
 * @example
 * maskedNumber(card); // '423456******4242'
 */
export function maskedNumber(card: CardRecord): string {
  return `${card.bin.slice(0, 6)}******${card.lastFour}`;
}

/**
 * Whether the card can no longer change (CLOSED or EXPIRED).
 *
 * @example
 * isFinal(card); // false
 */
export function isFinal(card: CardRecord): boolean {
  return card.status === 'CLOSED' || card.status === 'EXPIRED';
}

/**
 * A prepaid card's balance: what its own ledger account has available; 0 for other cards.
 *
 * @example
 * prepaidBalanceCents(ctx, card); // 5000
 */
export function prepaidBalanceCents(ctx: DomainContext, card: CardRecord): Cents {
  if (card.funding !== 'PREPAID' || !ctx.ledger.has(card.id)) return 0;
  return ctx.ledger.balance(card.id).available;
}

/**
 * A card's shipping status: null for a virtual card; a physical card stored without one is ORDERED.
 *
 * @example
 * shippingStatusOf(card); // 'ORDERED'
 */
export function shippingStatusOf(card: CardRecord): ShippingStatus | null {
  if (card.form !== 'PHYSICAL') return null;
  return card.shippingStatus ?? 'ORDERED';
}
