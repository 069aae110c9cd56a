import * as OPS from '@card-issuance/contracts/style-b';
import type { SchemaWalletList } from '@card-issuance/contracts/style-b-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';
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
  /**
   * `GET /v1/cards/wallets?accountId=`.
   *
   * @example
   * const { list: wallets } = await client.wallets.list({ accountId });
   */
  list(params: AccountParams, options?: CallOptions): ApiPromise<WalletList>;
}

/**
 * Creates {@link WalletsResource} for a client.
 *
 * @example
 * const wallets = createWalletsResource(binder);
 */
export function createWalletsResource(binder: Binder): WalletsResource {
  return { list: binder.bind(OPS.listWallets) };
}
