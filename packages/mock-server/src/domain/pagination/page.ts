import { DomainError } from '../errors';
import type { IndexedCollection } from '../storage';

/**
 * The one pagination of the domain (DECISIONS.md G-11, G-42), for both styles: a page request is a window
 * over a list, either by offset (Style B: skip `offset`, take `limit`) or by key (Style A's cursor: the
 * records past `after`), oldest or newest first. Lists read their pages from their indexes
 * ({@link pageOfIndex}), so a page costs its size, not the collection; bounded lists cut an array
 * ({@link pageOfList}). Each face maps the result to its view.
 */

/** An offset window: skip `offset` records, take at most `limit`. */
export interface OffsetRequest {
  offset: number;
  limit: number;
  newestFirst?: boolean;
}

/** A keyset window: at most `limit` records past the record `after` (absent: from the start). */
export interface KeysetRequest {
  after?: string | undefined;
  limit: number;
  newestFirst?: boolean;
}

/** A page request: an offset window or a keyset window. */
export type PageRequest = OffsetRequest | KeysetRequest;

/** One page of a list: whether more follow, and the list's length when known without reading it all. */
export interface DomainPage<T> {
  items: T[];
  hasMore: boolean;
  total?: number;
}

/** A page with the list's length (offset windows always know it). */
export interface CountedPage<T> extends DomainPage<T> {
  total: number;
}

/**
 * The answer to a keyset window whose `after` is not a record of that list.
 *
 * @example
 * throw invalidCursor();
 */
export function invalidCursor(): DomainError {
  return new DomainError('invalid', 'cursor was not issued by this list', { field: 'cursor' });
}

const isOffset = (request: PageRequest): request is OffsetRequest => 'offset' in request;

/**
 * One page of the records an index files under `key`, in insertion order (oldest or newest first), read
 * from the index: an offset window skips to its place, a keyset window finds the record `after` by binary
 * search; either costs the page, never the collection. A keyset window may span several keys (merged in
 * insertion order) and skip the records `where` refuses (a filter no index holds: the page then costs what
 * it reads). A keyset `after` that is not a record of the list throws {@link invalidCursor}.
 *
 * @example
 * pageOfIndex(cardsOf(ctx), 'byOwner', accountId, { offset: 20, limit: 20, newestFirst: true });
 * pageOfIndex(applicants, 'byOrganization', organizationIds, { after, limit: 20, newestFirst: true });
 */
export function pageOfIndex<T, I extends string, U extends string>(
  collection: IndexedCollection<T, I, U>,
  index: I,
  key: string,
  request: OffsetRequest,
): CountedPage<T>;
export function pageOfIndex<T, I extends string, U extends string>(
  collection: IndexedCollection<T, I, U>,
  index: I,
  key: string | readonly string[],
  request: KeysetRequest,
  where?: (record: T) => boolean,
): DomainPage<T>;
export function pageOfIndex<T, I extends string, U extends string>(
  collection: IndexedCollection<T, I, U>,
  index: I,
  key: string | readonly string[],
  request: PageRequest,
  where?: (record: T) => boolean,
): DomainPage<T> {
  const newestFirst = request.newestFirst ?? false;
  if (isOffset(request)) {
    const { items, total } = collection.page(index, key as string, { ...request, newestFirst });
    return { items, total, hasMore: request.offset + items.length < total };
  }
  const page = collection.pageAfter(index, key, request.after, { limit: request.limit, newestFirst, where });
  if (!page) throw invalidCursor();
  return page;
}

/**
 * One page of a list already in its order: a bounded list (organizations, programs) or one a filter no
 * index holds has made. A keyset window starts past the item whose id is `after`; that id must be in the
 * list, unless `sortedById` says the list is in ascending id order, where it starts at the first greater
 * id. `newestFirst` is the list's own order here, so it is not read.
 *
 * @example
 * pageOfList(programs, { after: 'prg_1', limit: 20 }, { idOf: (p) => p.id, sortedById: true });
 * pageOfList(transactions, { offset: 40, limit: 20 });
 */
export function pageOfList<T>(items: readonly T[], request: OffsetRequest): CountedPage<T>;
export function pageOfList<T>(
  items: readonly T[],
  request: PageRequest,
  options: { idOf: (item: T) => string; sortedById?: boolean },
): CountedPage<T>;
export function pageOfList<T>(
  items: readonly T[],
  request: PageRequest,
  options?: { idOf: (item: T) => string; sortedById?: boolean },
): CountedPage<T> {
  let start = 0;
  if (isOffset(request)) start = Math.max(0, request.offset);
  else if (request.after !== undefined) {
    const { after } = request;
    const idOf = options?.idOf ?? ((item: T) => (item as { id: string }).id);
    if (options?.sortedById) {
      start = items.findIndex((item) => idOf(item) > after);
      if (start === -1) start = items.length;
    } else {
      start = items.findIndex((item) => idOf(item) === after) + 1;
      if (start === 0) throw invalidCursor();
    }
  }
  const end = start + request.limit;
  return { items: items.slice(start, end), total: items.length, hasMore: end < items.length };
}
