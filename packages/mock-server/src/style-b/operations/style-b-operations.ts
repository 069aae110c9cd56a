import type { DomainContext } from '../../domain/context';
import type { StyleBOperations } from '../style-b-app';
import { binRoutes } from './bin-routes';

/**
 * Every protected Style B operation, resource by resource.
 *
 * @example
 * createMock({ styleBOperations: styleBOperations(ctx) });
 */
export function styleBOperations(ctx: DomainContext): StyleBOperations {
  return (app, authenticate) => {
    binRoutes(app, ctx, authenticate);
  };
}
