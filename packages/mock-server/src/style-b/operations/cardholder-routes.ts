import {
  zCreateCardholderBody,
  zGetCardholderPath,
  zGetCardholderQuery,
  zListCardholdersQuery,
  zUpdateCardholderBody,
  zUpdateCardholderPath,
} from '@card-issuance/contracts/style-b-zod';
import { createCardholder, getCardholder, listCardholders, updateCardholder } from '../../domain/cardholders';
import { readJsonBody } from '../../http';
import { cardholderView } from '../cardholder-view';
import { success } from '../envelope';
import { styleBInput, styleBRequest } from '../request-input';
import { keyed, type OperationKit } from './operation-kit';

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
    const body = await readJsonBody(c);
    return keyed(c, kit, scope, 'required', body, () => {
      const input = styleBInput(c, { body: zCreateCardholderBody }, body);
      return success(c, cardholderView(createCardholder(ctx, scope, input)));
    });
  });

  app.get('/v1/cardholders', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { query: zListCardholdersQuery });
    return success(c, { list: listCardholders(ctx, scope, input).map(cardholderView) });
  });

  app.get('/v1/cardholders/:cardholderId', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { query: zGetCardholderQuery, path: zGetCardholderPath });
    return success(c, cardholderView(getCardholder(ctx, scope, input)));
  });

  app.patch('/v1/cardholders/:cardholderId', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { body: zUpdateCardholderBody, path: zUpdateCardholderPath });
    return success(c, cardholderView(updateCardholder(ctx, scope, input)));
  });
}
