import * as OPS from '@card-issuance/contracts/style-b';
import type { SchemaWalletList } from '@card-issuance/contracts/style-b-types';
import type { CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';
import type { ClientContext } from '../core/client-context';
import { defineOperation } from '../core/define-operation';
import type { AccountParams } from './bins';

/** `{ list }` of an account's wallets. @example const { list }: WalletList = await client.wallets.list({ accountId }); */
export interface WalletList extends SchemaWalletList {}

/**
 * The sub-account's USD Wallet (empty list before init, B-29).
 *
 * @example
 * const { list } = await client.wallets.list({ accountId });
 */
export interface WalletsResource {
  /** `GET /v1/cards/wallets?accountId=`. */
  list(params: AccountParams, options?: CallOptions): ApiPromise<WalletList>;
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
