import type { Hono } from 'hono';
import type { DomainContext } from '../domain/context';
import { cardDetailsResponse, requestId } from '../http';

/**
 * The page a Style B widget token opens (`widgetUrl` of the access-token operation, DECISIONS.md B-13, B-40):
 * the card's number, expiry and CVV for a valid token, a clear message for an expired or unknown one.
 *
 * @example
 * widgetPage(app, ctx); // GET <base>/widget?token=...
 */
export function widgetPage(app: Hono, ctx: DomainContext): void {
  app.get('/widget', requestId(), (c) => cardDetailsResponse(c, ctx));
}
