import type { Hono } from 'hono';
import { openRevealToken } from '../domain/cards';
import type { DomainContext } from '../domain/context';
import { CARD_DETAILS_HEADERS, cardDetailsPage } from '../http';

/**
 * The page a Style B widget token opens (`widgetUrl` of the access-token operation, DECISIONS.md B-13, B-40):
 * the card's number, expiry and CVV for a valid token, a clear message for an expired or unknown one.
 *
 * @example
 * widgetPage(app, ctx); // GET <base>/widget?token=...
 */
export function widgetPage(app: Hono, ctx: DomainContext): void {
  app.get('/widget', (c) => {
    for (const [name, value] of Object.entries(CARD_DETAILS_HEADERS)) c.header(name, value);
    const opened = openRevealToken(ctx, c.req.query('token') ?? '');
    const details = opened && {
      number: opened.secrets.cardNumber,
      expiry: `${String(opened.card.expMonth).padStart(2, '0')}/${opened.card.expYear}`,
      cvv: opened.secrets.cvv,
    };
    return c.html(cardDetailsPage(details), details ? 200 : 401);
  });
}
