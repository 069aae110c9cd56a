import { type CardRecord, maskedNumber } from '../domain/cards';

/**
 * A card of either style as the control API lists it (`SandboxCard`): masked number, never the CVV.
 *
 * @example
 * sandboxCardView(card).maskedCardNumber; // '423456******4821'
 */
export function sandboxCardView(card: CardRecord) {
  return {
    cardId: card.id,
    style: card.style,
    status: card.status,
    restricted: card.restricted === true,
    maskedCardNumber: maskedNumber(card),
    label: card.label,
    form: card.form,
    accountId: card.ownerId,
    cardholderId: card.cardholderId,
    budgetId: card.budgetId,
    productId: card.productId,
    createdAt: card.createdAt,
  };
}
