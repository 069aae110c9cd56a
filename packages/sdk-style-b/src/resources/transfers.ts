import * as OPS from '@card-issuance/contracts/style-b';
import type {
  SchemaExternalTransferRequest,
  SchemaExternalTransferResult,
} from '@card-issuance/contracts/style-b-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';

/** What a wallet-to-wallet transfer answers. @example const { transfer }: WalletTransferResult = await client.transfers.betweenWallets(params); */
export interface WalletTransferResult extends SchemaExternalTransferResult {}
/**
 * Body of `transfers.betweenWallets`; `clientTransactionId` is generated unless given.
 *
 * @example
 * const params: WalletTransferParams = { amount: '10.00', from, to };
 */
export interface WalletTransferParams extends Omit<SchemaExternalTransferRequest, 'clientTransactionId'> {
  clientTransactionId?: string;
}

/**
 * Transfers between the USD Wallets of two sub-accounts of the program.
 *
 * @example
 * const { data, clientTransactionId } = await client.transfers.betweenWallets({ amount: '10', from, to }).withResponse();
 */
export interface TransfersResource {
  /**
   * `POST /v1/business/transfer/external`; `Idempotency-Key` required and `clientTransactionId` generated
   * unless given.
   *
   * @example
   * const { transfer } = await client.transfers.betweenWallets(params);
   */
  betweenWallets(params: WalletTransferParams, options?: CallOptions): ApiPromise<WalletTransferResult>;
}

/**
 * Creates {@link TransfersResource} for a client.
 *
 * @example
 * const transfers = createTransfersResource(binder);
 */
export function createTransfersResource(binder: Binder): TransfersResource {
  return { betweenWallets: binder.bind(OPS.transferBetweenWallets) };
}
