import type { DomainContext } from '../../domain/context';
import type { StyleBOperations } from '../style-b-app';
import { accountHandlers } from './account-routes';
import { binHandlers } from './bin-routes';
import { budgetHandlers } from './budget-routes';
import { cardHandlers } from './card-routes';
import { cardholderHandlers } from './cardholder-routes';
import { oauthHandlers } from './oauth-routes';
import { transactionHandlers } from './transaction-routes';

/**
 * Every Style B operation of the spec, by handler.
 *
 * @example
 * createStyleBApp(deps, 'sandbox', '/style-b', styleBOperations(ctx));
 */
// `ctx` comes with the kit; the parameter keeps the signature app/open-sandbox.ts calls.
export function styleBOperations(_ctx: DomainContext): StyleBOperations {
  return (kit) =>
    kit.bind({
      ...oauthHandlers(kit),
      ...accountHandlers(kit),
      ...binHandlers(kit),
      ...cardholderHandlers(kit),
      ...budgetHandlers(kit),
      ...transactionHandlers(kit),
      ...cardHandlers(kit),
    });
}
