import type { CardRecord } from '../domain/cards';
import { maskedNumber, shippingStatusOf } from '../domain/cards';
import { formatCents } from '../domain/money';

/** `reasonCode` of CARD.* events (part 6.1, the whole table); `null` for an expiry (E-6). */
export type CardReasonCode = 7001 | 7002 | 1001 | 1002 | 1003 | 2001 | 3001 | 3002 | 5001 | 6001 | null;

/**
 * A card as Style B shows it (style-b.openapi.yaml `Card`): never the full number or CVV.
 *
 * @example
 * cardView(card).velocityControl; // { transactionLimitsType: 'NA', amountLimit: '0.00' }
 */
export function cardView(card: CardRecord) {
  return {
    cardId: card.id,
    accountId: card.ownerId,
    cardholderId: card.cardholderId,
    budgetId: card.budgetId ?? '',
    binId: card.productId,
    referenceId: card.referenceId ?? '',
    cardMode: card.form === 'PHYSICAL' ? ('PHYSICAL_CARD' as const) : ('VIRTUAL_CARD' as const),
    status: card.status,
    label: card.label,
    useType: card.useType,
    maskedCardNumber: maskedNumber(card),
    last4: card.lastFour,
    expiryMonth: String(card.expMonth).padStart(2, '0'),
    expiryYear: String(card.expYear),
    velocityControl: {
      transactionLimitsType: card.spendLimit.period,
      amountLimit: formatCents(card.spendLimit.amountCents),
    },
    // A physical card's way to the cardholder; null for a virtual card.
    shippingStatus: shippingStatusOf(card),
    createdAt: card.createdAt,
  };
}

/** The Style B card view. */
export type CardView = ReturnType<typeof cardView>;

/**
 * The payload of CARD.CREATED and CARD.UPDATED (E-2): the card view plus `reasonCode`.
 *
 * @example
 * cardEventPayload(card, 3001).reasonCode; // 3001 (suspended via API)
 */
export function cardEventPayload(card: CardRecord, reasonCode: CardReasonCode) {
  return { ...cardView(card), reasonCode };
}
