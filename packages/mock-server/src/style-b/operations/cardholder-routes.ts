import { createCardholder, getCardholder, listCardholders, updateCardholder } from '../../domain/cardholders';
import { cardholderView } from '../cardholder-view';
import type { StyleBOperationKit } from '../style-b-app';
import type { StyleBHandlers } from '../style-b-binding';

/**
 * Cardholders: create (Idempotency-Key required), list, get, update.
 *
 * @example
 * kit.bind({ ...cardholderHandlers(kit), ...otherHandlers });
 */
export function cardholderHandlers({ ctx }: StyleBOperationKit) {
  return {
    createCardholder: (input, { principal }) => cardholderView(createCardholder(ctx, principal, input)),
    listCardholders: (input, { principal }) => ({
      list: listCardholders(ctx, principal, input).map(cardholderView),
    }),
    getCardholder: (input, { principal }) => cardholderView(getCardholder(ctx, principal, input)),
    updateCardholder: (input, { principal }) => cardholderView(updateCardholder(ctx, principal, input)),
  } satisfies Partial<StyleBHandlers>;
}
