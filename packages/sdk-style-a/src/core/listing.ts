import type { CallOptions } from '@card-issuance/sdk-core';
import type { WithQuery } from './bind';
import { listAll } from './list-all';
import type { DataOf, OperationId, QueryOf } from './operation-types';

type ItemOf<K extends OperationId> = DataOf<K> extends { items: Array<infer T> } ? T : never;

/**
 * The record-by-record walk of a list operation: `(query?, options?)` yielding every record of every page.
 *
 * @example
 * for await (const card of client.cards.listAll({ limit: 100 })) console.log(card.id);
 */
export type ListAll<K extends OperationId> = (
  query?: Omit<QueryOf<K>, 'cursor'> & { cursor?: string },
  options?: CallOptions,
) => AsyncGenerator<ItemOf<K>, void, undefined>;

/**
 * Builds the `listAll` of a bound list method.
 *
 * @example
 * const listAllCards = listing<'listCards'>(list);
 */
export function listing<K extends OperationId>(list: WithQuery<K>): ListAll<K> {
  return (query, options) =>
    listAll(
      list as (
        q: { cursor?: string },
        o?: CallOptions,
      ) => Promise<{ items: ItemOf<K>[]; next_cursor?: string | null }>,
      query ?? {},
      options,
    );
}
