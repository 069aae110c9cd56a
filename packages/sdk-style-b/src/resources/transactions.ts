import * as OPS from '@card-issuance/contracts/style-b';
import type { components } from '@card-issuance/contracts/style-b-types';
import type { CallOptions } from '@card-issuance/sdk-core';
import type { ClientContext } from '../core/client-context';
import { defineOperation, type OperationMethod } from '../core/define-operation';
import type { Operation, OperationInput } from '../core/operation-types';
import { paginate } from '../pagination/paginate';

type ListTransactions = Operation<'/v1/cards/transaction-list', 'get'>;

/**
 * Card transactions, most recent first (B-9).
 *
 * @example
 * for await (const tx of client.transactions.listAll({ accountId, cardId })) console.log(tx.status);
 */
export interface TransactionsResource {
  /** `GET /v1/cards/transaction-list`: one page. */
  list: OperationMethod<ListTransactions>;
  /** Every matching transaction, page after page (`for await`). */
  listAll(
    input: Omit<OperationInput<ListTransactions>, 'pageNum'>,
    options?: CallOptions,
  ): AsyncGenerator<components['schemas']['Transaction'], void, undefined>;
}

/**
 * Creates {@link TransactionsResource} for a client.
 *
 * @example
 * const transactions = createTransactionsResource(ctx);
 */
export function createTransactionsResource(ctx: ClientContext): TransactionsResource {
  const list = defineOperation<ListTransactions>(ctx, OPS.listCardTransactions);
  return { list, listAll: (input, options) => paginate(list, input, options) };
}
