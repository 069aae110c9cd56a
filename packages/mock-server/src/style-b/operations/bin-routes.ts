import { binView, listBins } from '../../domain/bins';
import { success } from '../envelope';
import type { OperationKit } from './operation-kit';

/**
 * `GET /v1/card/bins` (interface-spec.md 4.2).
 *
 * @example
 * binRoutes(kit);
 */
export function binRoutes({ app, ctx, authenticate }: OperationKit): void {
  app.get('/v1/card/bins', (c) => {
    const scope = authenticate(c);
    return success(c, { list: listBins(ctx, scope, c.req.query()).map(binView) });
  });
}
