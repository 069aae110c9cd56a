import * as OPS from '@card-issuance/contracts/style-b';
import type { SchemaTransaction } from '@card-issuance/contracts/style-b-types';
import type { Binder, CallOptions } from '@card-issuance/sdk-core';
import type { PagePromise } from '../core/api-promise';
import type { Schemas } from '../core/operation-types';
import { listPages } from '../internal/list-pages';
import type { ListCardsParams } from './cards';

/** A card transaction. @example for await (const tx of client.transactions.list({ accountId })) console.log(tx.status); */
export interface Transaction extends SchemaTransaction {}
/** Query of `transactions.list`. @example const params: ListTransactionsParams = { accountId, status: 'CLOSED' }; */
export interface ListTransactionsParams extends ListCardsParams {
  /** Only transactions in this status. */
  status?: Schemas['TransactionStatus'];
  /** Start of the window (inclusive), ISO 8601. @default endTime minus 180 days */
  startTime?: string;
  /** End of the window (inclusive), ISO 8601. @default now */
  endTime?: string;
}

/**
 * Card transactions, most recent first (B-9).
 *
 * @example
 * for await (const tx of client.transactions.list({ accountId, cardId })) console.log(tx.status);
 */
export interface TransactionsResource {
  /**
   * `GET /v1/cards/transaction-list`, newest first: await it for one page, `for await` it for every record.
   *
   * @example
   * for await (const tx of client.transactions.list({ accountId, status: 'CLOSED' })) console.log(tx.cardTransactionId);
   */
  list(params: ListTransactionsParams, options?: CallOptions): PagePromise<Transaction>;
}

/**
 * Creates {@link TransactionsResource} for a client.
 *
 * @example
 * const transactions = createTransactionsResource(binder);
 */
export function createTransactionsResource(binder: Binder): TransactionsResource {
  return {
    list: binder.bindWith(OPS.listCardTransactions, (send) =>
      listPages<Transaction>(send, (tx) => tx.cardTransactionId),
    ),
  };
}
