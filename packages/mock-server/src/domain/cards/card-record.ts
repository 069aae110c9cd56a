import type { DomainContext } from '../context';
import { DomainError } from '../errors';
import type { Cents } from '../money';
import { defineCollection, indexKey } from '../storage';
import type { CardRecord, CardSecretsRecord, ShippingStatus } from './card-record-types';

export type {
  CardFunding,
  CardRecord,
  CardSecretsRecord,
  CardStatus,
  ShippingStatus,
  VelocityPeriod,
} from './card-record-types';

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
