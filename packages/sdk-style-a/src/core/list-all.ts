import { type CallOptions, iteratePages } from '@card-issuance/sdk-core';

/**
 * One page of a Style A list (G-11): the records and the cursor of the next page, null on the last.
 *
 * @example
 * const page: CursorPage<Card> = await client.cards.list({ limit: 50 });
 */
export interface CursorPage<T> {
  items: T[];
  next_cursor?: string | null;
}

/**
 * Walks a cursor-paginated list from `query.cursor` (or the start), one request per page, yielding each
 * record. Stop early with `break`; abort with the `signal` of `options`.
 *
 * @example
 * for await (const card of listAll(client.cards.list, { limit: 100 })) console.log(card.id);
 */
export function listAll<Q extends { cursor?: string }, T>(
  list: (query: Q, options?: CallOptions) => Promise<CursorPage<T>>,
  query: Q = {} as Q,
  options?: CallOptions,
): AsyncGenerator<T, void, undefined> {
  return iteratePages(
    query.cursor,
    (cursor) => list(cursor === undefined ? query : { ...query, cursor }, options),
    (page) => ({ items: page.items, next: page.next_cursor ?? undefined }),
  );
}
