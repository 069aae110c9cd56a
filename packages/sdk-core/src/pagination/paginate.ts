import { type ApiPromise, mapApiPromise, type WithResponse } from '../operations/api-promise';
import type { Page, PagePromise } from './page';

/**
 * What a style reads from one answer of a list: the page's own fields and records, and the position of
 * the next page (`undefined` on the last). `ordinal` counts the pages of the walk from 0.
 *
 * @example
 * const read: PageReader<CardPageData, Page<Card>, string> = (answer) => ({
 *   page: { items: answer.items, next_cursor: answer.next_cursor },
 *   next: answer.next_cursor ?? undefined,
 * });
 */
export type PageReader<R, P extends Page<unknown>, C> = (
  answer: R,
  position: C | undefined,
  ordinal: number,
) => { page: Omit<P, 'hasNextPage' | 'getNextPage'>; next: C | undefined };

/**
 * The one pagination of both SDKs: `fetch` loads the answer at a position (`start` first), `read` turns
 * it into a page. The first request is sent at once; the result awaits to the first page and iterates
 * every record of every page with `for await` (one request per page, stop early with `break`).
 *
 * @example
 * return paginate((cursor) => send({ ...params, cursor }), params.cursor, readCursorPage);
 */
export function paginate<R, T, P extends Page<T>, C, W extends WithResponse<R> = WithResponse<R>>(
  fetch: (position: C | undefined) => ApiPromise<R, W>,
  start: C | undefined,
  read: PageReader<R, P, C>,
): PagePromise<P, T, Omit<W, 'data'> & { data: P }> {
  type PW = Omit<W, 'data'> & { data: P };
  const load = (position: C | undefined, ordinal: number): ApiPromise<P, PW> =>
    mapApiPromise(fetch(position), (answer) => {
      const { page, next } = read(answer, position, ordinal);
      return {
        ...page,
        hasNextPage: () => next !== undefined,
        getNextPage: () =>
          next === undefined
            ? Promise.reject(new RangeError('This is the last page: check hasNextPage() first'))
            : load(next, ordinal + 1),
      } as unknown as P;
    });
  const first = load(start, 0) as PagePromise<P, T, PW>;
  first[Symbol.asyncIterator] = async function* () {
    let page = await first;
    yield* page.items;
    while (page.hasNextPage()) {
      page = await page.getNextPage();
      yield* page.items;
    }
  };
  return first;
}
