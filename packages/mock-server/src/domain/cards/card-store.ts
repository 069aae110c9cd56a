import type { AccountRecord } from '../accounts';
import type { DomainContext, ProgramScope } from '../context';
import { DomainError } from '../errors';
import { type Cents, formatCents } from '../money';
import { emitEvent, findInScope } from '../programs';

/** Card states (DECISIONS.md B-6). */
export type CardStatus = 'ACTIVE' | 'FROZEN' | 'CLOSED' | 'EXPIRED';
/** How a card is issued (interface-spec.md 2.1). */
export type CardMode = 'VIRTUAL_CARD' | 'PHYSICAL_CARD';
/** Periods of a velocity limit (interface-spec.md 2.1); `NA` means no limit (B-20). */
export type VelocityPeriod =
  | 'TRANSACTION'
  | 'DAY'
  | 'WEEK'
  | 'MONTH'
  | 'QUARTER'
  | 'YEAR'
  | 'LIFETIME'
  | 'NA';
/** `reasonCode` of CARD.* events (part 6.1); `null` for an expiry (E-6). */
export type CardReasonCode = 7002 | 3001 | 2001 | 1001 | null;

/** A budget card. The full number and CVV live apart, in the card secrets, so no view can leak them. */
export interface CardRecord extends ProgramScope {
  cardId: string;
  accountId: string;
  cardholderId: string;
  budgetId: string;
  binId: string;
  referenceId: string;
  cardMode: CardMode;
  status: CardStatus;
  label: string | null;
  useType: string | null;
  physicalCardDesignId: string | null;
  maskedCardNumber: string;
  last4: string;
  /** Two digits, `01` to `12`. */
  expiryMonth: string;
  /** Four digits. */
  expiryYear: string;
  velocityControl: { transactionLimitsType: VelocityPeriod; amountLimitCents: Cents };
  createdAt: string;
}

/** The full card number and CVV, stored apart from the card (B-12: testing endpoint and widget only). */
export interface CardSecretsRecord {
  cardId: string;
  cardNumber: string;
  cvv: string;
}

/** The Card as the API shows it (style-b.openapi.yaml `Card`): never the full number or CVV. */
export interface CardView {
  cardId: string;
  accountId: string;
  cardholderId: string;
  budgetId: string;
  binId: string;
  referenceId: string;
  cardMode: CardMode;
  status: CardStatus;
  label: string | null;
  useType: string | null;
  maskedCardNumber: string;
  last4: string;
  expiryMonth: string;
  expiryYear: string;
  velocityControl: { transactionLimitsType: VelocityPeriod; amountLimit: string };
  createdAt: string;
}

/**
 * @internal The cards collection; other modules go through {@link requireCard}.
 *
 * @example
 * const card = cardsOf(ctx).get(cardId);
 */
export const cardsOf = (ctx: DomainContext) => ctx.storage.collection<CardRecord>('b.cards');
/**
 * @internal The card secrets, kept apart from the cards so no card view or state dump carries them.
 *
 * @example
 * const secrets = cardSecretsOf(ctx).get(cardId);
 */
export const cardSecretsOf = (ctx: DomainContext) =>
  ctx.storage.collection<CardSecretsRecord>('b.card-secrets');

/**
 * The wire view of a card.
 *
 * @example
 * cardView(card).velocityControl; // { transactionLimitsType: 'NA', amountLimit: '0.00' }
 */
export function cardView(record: CardRecord): CardView {
  return {
    cardId: record.cardId,
    accountId: record.accountId,
    cardholderId: record.cardholderId,
    budgetId: record.budgetId,
    binId: record.binId,
    referenceId: record.referenceId,
    cardMode: record.cardMode,
    status: record.status,
    label: record.label,
    useType: record.useType,
    maskedCardNumber: record.maskedCardNumber,
    last4: record.last4,
    expiryMonth: record.expiryMonth,
    expiryYear: record.expiryYear,
    velocityControl: {
      transactionLimitsType: record.velocityControl.transactionLimitsType,
      amountLimit: formatCents(record.velocityControl.amountLimitCents),
    },
    createdAt: record.createdAt,
  };
}

/**
 * The payload of CARD.CREATED and CARD.UPDATED (E-2): the card view plus `reasonCode`.
 *
 * @example
 * cardEventPayload(card, 3001).reasonCode; // 3001 (suspended via API)
 */
export function cardEventPayload(
  record: CardRecord,
  reasonCode: CardReasonCode,
): CardView & { reasonCode: CardReasonCode } {
  return { ...cardView(record), reasonCode };
}

/**
 * Stores a card's new status and emits CARD.UPDATED (status changes only, B-26).
 *
 * @example
 * const frozen = changeStatus(ctx, card, 'FROZEN', 3001);
 */
export function changeStatus(
  ctx: DomainContext,
  card: CardRecord,
  status: CardStatus,
  reasonCode: CardReasonCode,
): CardRecord {
  const changed = { ...card, status };
  cardsOf(ctx).put(changed.cardId, changed);
  emitEvent(ctx, changed, 'CARD.UPDATED', cardEventPayload(changed, reasonCode));
  return changed;
}

/**
 * A card of the account; another account's or scope's is `not_found` naming `cardId`.
 *
 * @example
 * const card = requireCard(ctx, scope, account, body.cardId);
 */
export function requireCard(
  ctx: DomainContext,
  scope: ProgramScope,
  account: AccountRecord,
  cardId: string,
): CardRecord {
  const found = findInScope(cardsOf(ctx), cardId, scope);
  if (!found || found.accountId !== account.accountId) {
    throw new DomainError('not_found', `card ${cardId} not found`, { field: 'cardId' });
  }
  return found;
}

/**
 * Refuses any change to a CLOSED card (020012: it can never be reactivated) or an EXPIRED one.
 *
 * @example
 * assertChangeable(card);
 */
export function assertChangeable(card: CardRecord): void {
  if (card.status === 'CLOSED' || card.status === 'EXPIRED') {
    throw new DomainError('unprocessable', `card is ${card.status} and cannot change`, {
      field: 'cardId',
      reason: 'card_closed',
    });
  }
}
