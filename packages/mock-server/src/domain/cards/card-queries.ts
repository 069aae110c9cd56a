import { requireAccount } from '../accounts';
import type { DomainContext, ProgramScope } from '../context';
import { DomainError } from '../errors';
import { type Page, pageOf, readPage } from '../pagination';
import { optionalString, readObject, requiredString } from '../programs';
import { type CardRecord, type CardStatus, cardSecretsOf, cardsOf, requireCard } from './card-store';

/** One page of cards (G-11). */
export type CardPage = Page<CardRecord>;

/** The testing endpoint's answer (B-12): the only place besides the widget with the full number and CVV. */
export interface CardSecrets {
  cardId: string;
  cardNumber: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  status: CardStatus;
}

/**
 * `GET /v1/card-list`: the account's cards, newest first, paginated with `pageNum` (default 1) and
 * `pageSize` (default 20, at most 100). With `cardId`, at most that one card; an unknown one gives an empty
 * list (B-8, B-29).
 *
 * @example
 * const { list, total } = listCards(ctx, scope, { accountId, pageSize: '10' });
 */
export function listCards(ctx: DomainContext, scope: ProgramScope, input: unknown): CardPage {
  const body = readObject(input);
  const account = requireAccount(ctx, scope, body);
  const cardId = optionalString(body, 'cardId');
  const page = readPage(body);
  // Insertion order is creation order; reversing it keeps cards created in the same millisecond ordered.
  const all = [...cardsOf(ctx).values()]
    .filter((c) => c.accountId === account.accountId && (cardId === undefined || c.cardId === cardId))
    .reverse();
  return pageOf(all, page);
}

/**
 * `GET /v1/cards/{cardId}?accountId=`: the card's full number, expiry and CVV, for automated tests (B-12).
 *
 * @example
 * const { cardNumber, cvv } = getCardSecrets(ctx, scope, { cardId, accountId });
 */
export function getCardSecrets(ctx: DomainContext, scope: ProgramScope, input: unknown): CardSecrets {
  const body = readObject(input);
  const account = requireAccount(ctx, scope, body);
  return cardSecrets(ctx, requireCard(ctx, scope, account, requiredString(body, 'cardId')));
}

/**
 * The secrets of a card already authorized by the caller (the testing endpoint or a widget token).
 *
 * @example
 * cardSecrets(ctx, card).cardNumber.startsWith('445566'); // true
 */
export function cardSecrets(ctx: DomainContext, card: CardRecord): CardSecrets {
  const secrets = cardSecretsOf(ctx).get(card.cardId);
  if (!secrets) throw new DomainError('not_found', `card ${card.cardId} not found`, { field: 'cardId' });
  return {
    cardId: card.cardId,
    cardNumber: secrets.cardNumber,
    expiryMonth: card.expiryMonth,
    expiryYear: card.expiryYear,
    cvv: secrets.cvv,
    status: card.status,
  };
}
