import { zListBinsQuery } from '@card-issuance/contracts/style-b-zod';
import { binView, listBins } from '../../domain/bins';
import { success } from '../envelope';
import { styleBRequest } from '../request-input';
import type { OperationKit } from './operation-kit';

/**
 * `GET /v1/card/bins` (interface-spec.md 4.2).
 *
 * @example
 * binRoutes(kit);
 */
export function binRoutes({ app, ctx, authenticate }: OperationKit): void {
  app.get('/v1/card/bins', async (c) => {
    const scope = authenticate(c);
    const input = await styleBRequest(c, { query: zListBinsQuery });
    return success(c, { list: listBins(ctx, scope, input).map(binView) });
  });
}
