import { isoTime } from '../clock/iso-time';
import type { CardChannel, DomainContext } from '../context';
import { cardNumber, cvv, prefixedId } from '../ids';
import { scheduleJob } from '../jobs';
import { CARD_SECRETS, type CardRecord, cardsOf } from './card-record';
import { expireCard } from './card-status';

/** Cards are valid three years from issue, the expiry month included (both styles). */
const VALID_YEARS = 3;

/**
 * What a style's issuance rules decide; number, expiry, dates and order are the domain's. Without
 * `fundingAccountId` the card pays from its own ledger account (a prepaid card), opened at issue.
 */
export type CardDraft = Omit<
  CardRecord,
  'id' | 'bin' | 'lastFour' | 'expMonth' | 'expYear' | 'sequence' | 'createdAt' | 'fundingAccountId'
> & { fundingAccountId?: string };

/**
 * Issues a card: a Luhn-valid number from `bin`, a CVV kept apart, an expiry three years on (EXPIRED at
 * 00:00 UTC on the first of the month after, as a stored job), a prepaid ledger account when the card
 * pays from its own balance, and the `card.issued` fact naming who issued it (`via`, the API unless said).
 *
 * @example
 * const card = issueCard(ctx, '423456', { style: 'b', tenantId, environment, ownerId, ... });
 */
export function issueCard(
  ctx: DomainContext,
  bin: string,
  draft: CardDraft,
  via: CardChannel = 'api',
): CardRecord {
  const number = cardNumber(bin, 16, ctx.random);
  const issued = new Date(ctx.clock.now());
  const cards = cardsOf(ctx);
  const id = prefixedId('card', ctx.random);
  const card: CardRecord = {
    ...draft,
    id,
    fundingAccountId: draft.fundingAccountId ?? id,
    // A physical card is ordered at issue; the control API ships and delivers it.
    shippingStatus: draft.form === 'PHYSICAL' ? 'ORDERED' : null,
    bin,
    lastFour: number.slice(-4),
    expMonth: issued.getUTCMonth() + 1,
    expYear: issued.getUTCFullYear() + VALID_YEARS,
    sequence: cards.size,
    createdAt: isoTime(issued.getTime()),
  };
  cards.put(card.id, card);
  ctx.storage
    .collection(CARD_SECRETS)
    .put(card.id, { cardId: card.id, cardNumber: number, cvv: cvv(ctx.random) });
  if (draft.fundingAccountId === undefined) ctx.ledger.open(card.id);
  scheduleJob(ctx, expireCard, Date.UTC(card.expYear, card.expMonth, 1), { cardId: card.id });
  ctx.publish({ type: 'card.issued', card, via });
  return card;
}
