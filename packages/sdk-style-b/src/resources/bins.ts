import * as OPS from '@card-issuance/contracts/style-b';
import type { ClientContext } from '../core/client-context';
import { defineOperation, type OperationMethod } from '../core/define-operation';
import type { Operation } from '../core/operation-types';

/**
 * The BINs a sub-account may issue on.
 *
 * @example
 * const { data } = await client.bins.list({ accountId });
 * const budgetBin = data.list.find((bin) => bin.type === 0);
 */
export interface BinsResource {
  /** `GET /v1/card/bins?accountId=`. */
  list: OperationMethod<Operation<'/v1/card/bins', 'get'>>;
}

/**
 * Creates {@link BinsResource} for a client.
 *
 * @example
 * const bins = createBinsResource(ctx);
 */
export function createBinsResource(ctx: ClientContext): BinsResource {
  return { list: defineOperation(ctx, OPS.listBins) };
}
