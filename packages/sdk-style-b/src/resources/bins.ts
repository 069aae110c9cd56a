import * as OPS from '@card-issuance/contracts/style-b';
import type { SchemaBinList } from '@card-issuance/contracts/style-b-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';

/** `{ list }` of the BINs an account may issue on. @example const { list }: BinList = await client.bins.list({ accountId }); */
export interface BinList extends SchemaBinList {}
/** The query naming a sub-account, taken by most Style B calls. @example const params: AccountParams = { accountId }; */
export interface AccountParams {
  /** The sub-account. */
  accountId: string;
}

/**
 * The BINs a sub-account may issue on.
 *
 * @example
 * const { list } = await client.bins.list({ accountId });
 * const budgetBin = list.find((bin) => bin.type === 0);
 */
export interface BinsResource {
  /**
   * `GET /v1/card/bins?accountId=`.
   *
   * @example
   * const { list: bins } = await client.bins.list({ accountId });
   */
  list(params: AccountParams, options?: CallOptions): ApiPromise<BinList>;
}

/**
 * Creates {@link BinsResource} for a client.
 *
 * @example
 * const bins = createBinsResource(binder);
 */
export function createBinsResource(binder: Binder): BinsResource {
  return { list: binder.bind(OPS.listBins) };
}
