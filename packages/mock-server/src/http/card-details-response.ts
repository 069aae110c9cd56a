import type { Context } from 'hono';
import { openRevealToken } from '../domain/cards';
import type { DomainContext } from '../domain/context';
import { CARD_DETAILS_HEADERS, cardDetailsPage } from './card-details-page';

/**
 * Answers the card-details page for the reveal token in the `token` query parameter (Style B's widget page,
 * B-13, B-40; Style A's widget frame, A-14): the number, expiry and CVV for a valid token (200), a clear
 * message for an expired or unknown one (401), with {@link CARD_DETAILS_HEADERS} either way.
 *
 * @example
 * app.get('/widget', (c) => cardDetailsResponse(c, ctx));
 */
export function cardDetailsResponse(c: Context, ctx: DomainContext): Response {
  for (const [name, value] of Object.entries(CARD_DETAILS_HEADERS)) c.header(name, value);
  const opened = openRevealToken(ctx, c.req.query('token') ?? '');
  const details = opened && {
    number: opened.secrets.cardNumber,
    expiry: `${String(opened.card.expMonth).padStart(2, '0')}/${opened.card.expYear}`,
    cvv: opened.secrets.cvv,
  };
  return c.html(cardDetailsPage(details), details ? 200 : 401) as Response;
}
