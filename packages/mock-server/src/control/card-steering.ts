import { requireCardById } from '../domain/cards/card-record';
import { type CardAction, changeCardStatus } from '../domain/cards/card-status';
import type { DomainContext } from '../domain/context';
import { DomainError, isDomainError } from '../domain/errors';
import type { ControlHandlers } from './control-binding';

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
 * bindOperations(app, controlBinding(ctx), { ...cardSteering(ctx), ...otherHandlers });
 */
export function cardSteering(ctx: DomainContext) {
  return {
    freezeCard: ({ cardId }) => change(ctx, cardId, 'freeze'),
    unfreezeCard: ({ cardId }) => change(ctx, cardId, 'unfreeze'),
  } satisfies Partial<ControlHandlers>;
}
