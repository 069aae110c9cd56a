import * as OPS from '@card-issuance/contracts/style-b';
import type { ClientContext } from '../core/client-context';
import { defineOperation, type OperationMethod } from '../core/define-operation';
import type { Operation } from '../core/operation-types';

/**
 * The sub-account's USD Wallet (empty list before init, B-29).
 *
 * @example
 * const { data } = await client.wallets.list({ accountId });
 */
export interface WalletsResource {
  /** `GET /v1/cards/wallets?accountId=`. */
  list: OperationMethod<Operation<'/v1/cards/wallets', 'get'>>;
}

/**
 * Creates {@link WalletsResource} for a client.
 *
 * @example
 * const wallets = createWalletsResource(ctx);
 */
export function createWalletsResource(ctx: ClientContext): WalletsResource {
  return { list: defineOperation(ctx, OPS.listWallets) };
}
