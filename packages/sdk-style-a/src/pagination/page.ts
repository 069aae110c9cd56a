import type { Page as CorePage, PagePromise as CorePagePromise } from '@card-issuance/sdk-core';

/**
 * One page of a Style A list (G-11): its records, the cursor of the next page (null on the last), and the
 * page after it.
 *
 * @example
 * const page = await client.cards.list({ limit: 50 });
 * if (page.hasNextPage()) console.log(page.next_cursor);
 */
export interface Page<T> extends CorePage<T> {
  next_cursor: string | null;
}

/**
 * What a Style A list answers: awaits to the first {@link Page}, `for await` walks every record.
 *
 * @example
 * for await (const card of client.cards.list({ limit: 100 })) console.log(card.id);
 */
export interface PagePromise<T> extends CorePagePromise<Page<T>, T> {}
