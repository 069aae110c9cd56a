import * as OPS from '@card-issuance/contracts/style-b';
import type { ClientContext } from '../core/client-context';
import { defineOperation, type OperationMethod } from '../core/define-operation';
import type { Operation, OperationInput } from '../core/operation-types';
import type { WithOptionalClientTransactionId } from './transfer-input';

type External = Operation<'/v1/business/transfer/external', 'post'>;

/**
 * Transfers between the USD Wallets of two sub-accounts of the program.
 *
 * @example
 * const { data, clientTransactionId } = await client.transfers.betweenWallets({ amount: '10', from, to });
 */
export interface TransfersResource {
  /**
   * `POST /v1/business/transfer/external`; `Idempotency-Key` required and `clientTransactionId` generated
   * unless given.
   */
  betweenWallets: OperationMethod<External, WithOptionalClientTransactionId<OperationInput<External>>>;
}

/**
 * Creates {@link TransfersResource} for a client.
 *
 * @example
 * const transfers = createTransfersResource(ctx);
 */
export function createTransfersResource(ctx: ClientContext): TransfersResource {
  return {
    betweenWallets: defineOperation(ctx, OPS.transferBetweenWallets),
  };
}
