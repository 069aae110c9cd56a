import type { DomainContext } from '../../domain/context';
import type { StyleBOperations } from '../style-b-app';
import { accountRoutes } from './account-routes';
import { binRoutes } from './bin-routes';
import { budgetRoutes } from './budget-routes';
import { cardRoutes } from './card-routes';
import { cardholderRoutes } from './cardholder-routes';
import { transactionRoutes } from './transaction-routes';

/**
 * Every protected Style B operation, resource by resource.
 *
 * @example
 * createStyleBApp(deps, 'sandbox', '/style-b', styleBOperations(ctx));
 */
export function styleBOperations(ctx: DomainContext): StyleBOperations {
  return (app, authenticate) => {
    const kit = { app, ctx, authenticate };
    accountRoutes(kit);
    binRoutes(kit);
    cardholderRoutes(kit);
    budgetRoutes(kit);
    // Literal /v1/cards/wallets and /v1/cards/transaction-list must match before /v1/cards/:cardId.
    transactionRoutes(kit);
    cardRoutes(kit);
  };
}
