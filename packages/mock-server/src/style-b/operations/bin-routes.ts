import type { Context, Hono } from 'hono';
import { binView, listBins } from '../../domain/bins';
import type { DomainContext, ProgramScope } from '../../domain/context';
import { success } from '../envelope';

/**
 * `GET /v1/card/bins` (interface-spec.md 4.2).
 *
 * @example
 * binRoutes(app, ctx, authenticate);
 */
export function binRoutes(app: Hono, ctx: DomainContext, authenticate: (c: Context) => ProgramScope): void {
  app.get('/v1/card/bins', (c) => {
    const scope = authenticate(c);
    return success(c, { list: listBins(ctx, scope, c.req.query()).map(binView) });
  });
}
