import type { IndexedCollection } from '../storage';
import { type DomainPage, type KeysetRequest, pageOfIndex } from './page';

/** One filter a list answers from an index: the records filed under `key` in `index`, and its test. */
export interface IndexedFilter<T, I extends string> {
  index: I;
  key: string;
  /** Whether a record passes this filter (what being filed under `key` means). */
  holds(record: T): boolean;
}

/**
 * One keyset page of a list under every filter given: read from the index of the filter that holds
 * fewest records (each index counts its keys in constant time), the other filters testing what it reads,
 * so the page costs its size (or what the narrowest index holds until the page is full), never the
 * collection. No filter: the page comes from `whole`. A cursor (`after`) that is not a record of the
 * filtered list throws `invalidCursor`.
 *
 * @example
 * pageOfFilters(deliveries(ctx), { index: 'all', key: 'all' }, [
 *   { index: 'byStatus', key: 'dead', holds: (d) => d.status === 'dead' },
 * ], { after, limit: 50, newestFirst: true });
 */
export function pageOfFilters<T, I extends string, U extends string>(
  collection: IndexedCollection<T, I, U>,
  whole: { index: I; key: string },
  filters: ReadonlyArray<IndexedFilter<T, I>>,
  request: KeysetRequest,
): DomainPage<T> {
  let narrowest: IndexedFilter<T, I> | undefined;
  let fewest = Number.POSITIVE_INFINITY;
  for (const filter of filters) {
    const count = collection.count(filter.index, filter.key);
    if (count < fewest) {
      narrowest = filter;
      fewest = count;
    }
  }
  if (!narrowest) return pageOfIndex(collection, whole.index, whole.key, request);
  const others = filters.filter((filter) => filter !== narrowest);
  const where =
    others.length === 0 ? undefined : (record: T) => others.every((filter) => filter.holds(record));
  return pageOfIndex(collection, narrowest.index, narrowest.key, request, where);
}
