import type { Page as CorePage } from '@card-issuance/sdk-core';

/**
 * One page of a Style B list (G-11): the envelope's `list`, `total`, `pageNum` and `pageSize` as the
 * service sent them, and `items`, the records of `list` that earlier pages of the same walk did not
 * already give (S-27).
 *
 * @example
 * const page = await client.cards.list({ accountId, pageSize: 50 });
 * console.log(page.total, page.items.length, page.hasNextPage());
 */
export interface Page<T> extends CorePage<T> {
  /** The records of this page as the envelope holds them (may repeat a record of an earlier page). */
  list: T[];
  /** Records in the whole list when this page was read. */
  total: number;
  pageNum: number;
  pageSize: number;
}
