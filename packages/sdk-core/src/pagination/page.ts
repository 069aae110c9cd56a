import type { ApiPromise, WithResponse } from '../operations/api-promise';

/**
 * One page of a list, in both SDKs: its records, whether another page follows, and that page. Each
 * style's page adds its own fields (Style A `next_cursor`; Style B `list`, `total`, `pageNum`, `pageSize`).
 *
 * @example
 * let page = await client.cards.list({ limit: 50 });
 * while (page.hasNextPage()) page = await page.getNextPage();
 */
export interface Page<T> {
  /** The records of this page. */
  items: T[];
  /** Whether another page follows. */
  hasNextPage(): boolean;
  /** The next page (rejects with a `RangeError` when {@link Page.hasNextPage} is false). */
  getNextPage(): Promise<this>;
}

/**
 * What a list method answers: a promise of the first page that is also `for await`-iterable over every
 * record of every page.
 *
 * @example
 * const first = await client.cards.list({ limit: 50 });
 * for await (const card of client.cards.list({ limit: 50 })) console.log(card.id);
 */
export interface PagePromise<P extends Page<T>, T, W extends WithResponse<P> = WithResponse<P>>
  extends ApiPromise<P, W>,
    AsyncIterable<T> {}
