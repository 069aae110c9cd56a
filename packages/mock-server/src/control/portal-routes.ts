import { type CardRecord, issuePortalCard, type PortalCardAction, portalCardAction } from '../domain/cards';
import type { DomainContext } from '../domain/context';
import { DomainError, isDomainError } from '../domain/errors';
import { type ControlHandlers, created } from './control-binding';
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

/**
 * The merchant portal, administrator and risk policy Style B's reason codes name (tag "Merchant
 * portal"): issue (7001), suspend (3002), close (1002), restrict (5001), unrestrict (6001) and risk-close
 * (1003) real Style B cards.
 *
 * @example
 * bindOperations(app, controlBinding(ctx), { ...portalRoutes(ctx), ...otherHandlers });
 */
export function portalRoutes(ctx: DomainContext) {
  const act =
    (action: PortalCardAction) =>
    ({ cardId }: { cardId: string }) => {
      const { card, changed } = asConflict(() => portalCardAction(ctx, cardId, action));
      return changeView(card, changed);
    };
  return {
    issuePortalCard: (body) => created(sandboxCardView(asConflict(() => issuePortalCard(ctx, body)))),
    suspendPortalCard: act('suspend'),
    closePortalCard: act('close'),
    restrictCard: act('restrict'),
    unrestrictCard: act('unrestrict'),
    riskCloseCard: act('risk_close'),
  } satisfies Partial<ControlHandlers>;
}
