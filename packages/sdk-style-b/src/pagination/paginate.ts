import { type CallOptions, iteratePages } from '@card-issuance/sdk-core';
import type { StyleBResult } from '../core/style-b-result';

/**
 * One page of a Style B list (G-11).
 *
 * @example
 * const { data }: { data: Page<Card> } = await client.cards.list({ accountId, pageNum: 2 });
 */
export interface Page<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * Walks a paginated list from `pageNum` (default 1) to the last page, one request per page, yielding each
 * record. Stop early with `break`; abort with the `signal` of `options`.
 *
 * @example
 * for await (const card of paginate((input, options) => client.cards.list(input, options), { accountId })) {
 *   console.log(card.cardId);
 * }
 */
export function paginate<I extends { pageNum?: number }, T>(
  list: (input: I, options?: CallOptions) => Promise<StyleBResult<Page<T>>>,
  input: I,
  options?: CallOptions,
): AsyncGenerator<T, void, undefined> {
  return iteratePages(
    input.pageNum ?? 1,
    async (pageNum) => (await list({ ...input, pageNum }, options)).data,
    (page, pageNum = 1) => ({
      items: page.list,
      next: pageNum * page.pageSize >= page.total ? undefined : pageNum + 1,
    }),
  );
}
