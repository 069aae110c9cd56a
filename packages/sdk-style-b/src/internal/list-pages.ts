import { type CallOptions, type OperationSender, paginate } from '@card-issuance/sdk-core';
import type { PagePromise, WithResponse } from '../core/api-promise';
import type { Page } from '../pagination/page';

interface PageData<T> {
  list: T[];
  total: number;
  pageNum: number;
  pageSize: number;
}

/**
 * A page-numbered, newest-first Style B list method: each call answers a {@link PagePromise}, stable
 * under concurrent writes: a record created while the walk runs lands in front of the records already
 * read and pushes them onto the next page, so each page drops the records an earlier page of the walk gave
 * (by `idOf`), and the walk goes on until `pageNum * pageSize` reaches the newest `total` (S-27).
 *
 * @example
 * list: binder.bindWith(OPS.listCards, (send) => listPages<Card>(send, (card) => card.cardId)),
 */
export function listPages<T>(
  send: OperationSender,
  idOf: (item: T) => string,
): (params: { pageNum?: number }, options?: CallOptions) => PagePromise<T> {
  return (params, options) => {
    // The ordinal of the page that first gave each record: a page drops only what an earlier page gave,
    // so reading the same page twice (getNextPage called twice) gives the same items.
    const firstGiven = new Map<string, number>();
    return paginate<PageData<T>, T, Page<T>, number, WithResponse<PageData<T>>>(
      (pageNum) => send<PageData<T>, WithResponse<PageData<T>>>({ query: { ...params, pageNum } }, options),
      params.pageNum ?? 1,
      (answer, _position, ordinal) => {
        const list = Array.isArray(answer?.list) ? answer.list : [];
        const items = list.filter((item) => {
          const id = idOf(item);
          const given = firstGiven.get(id);
          if (given === undefined) firstGiven.set(id, ordinal);
          return given === undefined || given >= ordinal;
        });
        const { total, pageNum, pageSize } = answer;
        const last = list.length === 0 || !(pageNum * pageSize < total);
        return { page: { items, list, total, pageNum, pageSize }, next: last ? undefined : pageNum + 1 };
      },
    ) as PagePromise<T>;
  };
}
