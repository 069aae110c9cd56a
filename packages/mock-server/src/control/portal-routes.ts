import { zIssuePortalCardBody } from '@card-issuance/contracts/mock-control-zod';
import type { Hono } from 'hono';
import { type CardRecord, issuePortalCard, type PortalCardAction, portalCardAction } from '../domain/cards';
import type { DomainContext } from '../domain/context';
import { DomainError, isDomainError } from '../domain/errors';
import { data } from './control-envelope';
import { controlBody } from './control-input';
import { sandboxCardView } from './sandbox-card-view';

// A card or issuance the state does not allow is a conflict here, whatever code Style B's face gives it.
function asConflict<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (isDomainError(error) && error.kind === 'unprocessable') {
      throw new DomainError('conflict', error.message, error.field ? { field: error.field } : {});
    }
    throw error;
  }
}

const changeView = (card: CardRecord, changed: boolean) => ({
  cardId: card.id,
  status: card.status,
  restricted: card.restricted === true,
  changed,
});

const ACTIONS: ReadonlyArray<[path: string, action: PortalCardAction]> = [
  ['/portal/cards/:cardId/suspend', 'suspend'],
  ['/portal/cards/:cardId/close', 'close'],
  ['/portal/cards/:cardId/restrict', 'restrict'],
  ['/portal/cards/:cardId/unrestrict', 'unrestrict'],
  ['/cards/:cardId/risk-close', 'risk_close'],
];

/**
 * The merchant portal, administrator and risk policy Style B's reason codes name (tag "Merchant
 * portal"): issue (7001), suspend (3002), close (1002), restrict (5001), unrestrict (6001) and risk-close
 * (1003) real Style B cards.
 *
 * @example
 * portalRoutes(app, ctx); // POST /_mock/portal/cards/{cardId}/restrict
 */
export function portalRoutes(app: Hono, ctx: DomainContext): void {
  app.post('/portal/cards', async (c) => {
    const body = await controlBody(c, zIssuePortalCardBody);
    return data(c, sandboxCardView(asConflict(() => issuePortalCard(ctx, body))), 201);
  });
  for (const [path, action] of ACTIONS) {
    app.post(path, async (c) => {
      await controlBody(c);
      const { card, changed } = asConflict(() => portalCardAction(ctx, c.req.param('cardId') ?? '', action));
      return data(c, changeView(card, changed));
    });
  }
}
