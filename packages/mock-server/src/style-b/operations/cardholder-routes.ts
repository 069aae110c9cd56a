import { createCardholder, getCardholder, listCardholders, updateCardholder } from '../../domain/cardholders';
import { cardholderView } from '../cardholder-view';
import { success } from '../envelope';
import { bodyWithParams, keyed, type OperationKit, queryWithParams } from './operation-kit';

/**
 * Cardholders (interface-spec.md 2.1, 4.2): create (Idempotency-Key required), list, get, update.
 *
 * @example
 * cardholderRoutes(kit);
 */
export function cardholderRoutes(kit: OperationKit): void {
  const { app, ctx, authenticate } = kit;

  app.post('/v1/cardholders', async (c) => {
    const scope = authenticate(c);
    const body = await bodyWithParams(c);
    return keyed(c, kit, scope, 'required', body, () =>
      success(c, cardholderView(createCardholder(ctx, scope, body))),
    );
  });

  app.get('/v1/cardholders', (c) => {
    const scope = authenticate(c);
    return success(c, { list: listCardholders(ctx, scope, c.req.query()).map(cardholderView) });
  });

  app.get('/v1/cardholders/:cardholderId', (c) => {
    const scope = authenticate(c);
    return success(c, cardholderView(getCardholder(ctx, scope, queryWithParams(c))));
  });

  app.patch('/v1/cardholders/:cardholderId', async (c) => {
    const scope = authenticate(c);
    return success(c, cardholderView(updateCardholder(ctx, scope, await bodyWithParams(c))));
  });
}
