import type { Hono } from 'hono';
import { requireCardById } from '../domain/cards/card-record';
import { type CardAction, changeCardStatus } from '../domain/cards/card-status';
import type { DomainContext } from '../domain/context';
import { DomainError, isDomainError } from '../domain/errors';
import { data } from './control-envelope';
import { controlBody } from './control-input';

// A card that cannot take the change is a state conflict here, whatever code each style's face gives it.
const CONFLICTS = new Set(['card_final', 'card_inactive', 'card_restricted']);

function change(ctx: DomainContext, cardId: string, action: Exclude<CardAction, 'close'>) {
  try {
    const { card, noop } = changeCardStatus(ctx, requireCardById(ctx, cardId), action);
    return { cardId: card.id, style: card.style, status: card.status, changed: noop === null };
  } catch (error) {
    if (isDomainError(error) && CONFLICTS.has(error.reason ?? '')) {
      throw new DomainError('conflict', error.message, { field: 'cardId' });
    }
    throw error;
  }
}

/**
 * Freeze and unfreeze any card of either style without its style's credentials
 * (specs/mock-control.openapi.yaml `freezeCard`, `unfreezeCard`): the sandbox dashboard's card buttons.
 *
 * @example
 * cardSteering(app, ctx); // POST /_mock/cards/{cardId}/freeze
 */
export function cardSteering(app: Hono, ctx: DomainContext): void {
  for (const action of ['freeze', 'unfreeze'] as const) {
    app.post(`/cards/:cardId/${action}`, async (c) => {
      await controlBody(c);
      return data(c, change(ctx, c.req.param('cardId'), action));
    });
  }
}
