import { createOrderedIds, type OrderedIds } from './ordered-ids';
import type { CollectionSpec, IndexKeyOf, IndexKeysOf } from './storage';

/** One index: key -> ids under it, in the collection's insertion order, readable from either end. */
type IndexMap = Map<string, OrderedIds>;

/**
 * The indexes and unique constraints of one collection, kept in step with its records by the store.
 * Each index maps a key to the ids filed under it, so lookups cost what they find. Under every key, ids
 * keep the order of their records in the collection (insertion order; a replaced record keeps its place),
 * also when a record moves in from another key.
 *
 * @example
 * const indexes = new CollectionIndexes(CARDS);
 * indexes.add(card.id, undefined, card);
 * indexes.count('byOwner', card.ownerId); // 1
 */
export class CollectionIndexes<T> {
  private readonly indexed: [string, IndexKeysOf<T>][];
  private readonly uniques: [string, IndexKeyOf<T>][];
  private readonly maps: Map<string, IndexMap>;
  private readonly unique: Map<string, Map<string, string>>;
  // Each record's place in the collection's insertion order, given on first add, kept on replace.
  private readonly seqOf = new Map<string, number>();
  private nextSeq = 0;

  constructor(private readonly spec: CollectionSpec<T, string, string>) {
    this.indexed = Object.entries<IndexKeysOf<T>>(spec.indexes ?? {});
    this.uniques = Object.entries<IndexKeyOf<T>>(spec.unique ?? {});
    this.maps = new Map(this.indexed.map(([name]) => [name, new Map()]));
    this.unique = new Map(this.uniques.map(([name]) => [name, new Map()]));
  }

  /** Files `record` under `id`, replacing `previous`; throws before changing anything on a unique clash. */
  add(id: string, previous: T | undefined, record: T): void {
    for (const [name, keyOf] of this.uniques) {
      const key = keyOf(record);
      const holder = key === undefined ? undefined : this.unique.get(name)?.get(key);
      if (holder !== undefined && holder !== id) {
        throw new Error(`${this.spec.name}: unique ${name} ${key} is already held by ${holder}`);
      }
    }
    let seq = this.seqOf.get(id) ?? -1;
    if (this.indexed.length > 0 && (seq < 0 || previous === undefined)) {
      seq = this.nextSeq++;
      this.seqOf.set(id, seq);
    }
    for (const [name, keyOf] of this.indexed) {
      const map = this.maps.get(name) as IndexMap;
      const before = previous === undefined ? undefined : keyOf(previous);
      const after = keyOf(record);
      if (before === after && before !== undefined) continue; // keeps its place in the order
      // Keys it keeps stay filed (adding is a no-op for them); only the keys it left are unfiled.
      unfile(map, before, id, seq, after);
      file(map, after, id, seq);
    }
    for (const [name, keyOf] of this.uniques) {
      const map = this.unique.get(name) as Map<string, string>;
      const before = previous === undefined ? undefined : keyOf(previous);
      if (before !== undefined && map.get(before) === id) map.delete(before);
      const after = keyOf(record);
      if (after !== undefined) map.set(after, id);
    }
  }

  /** Removes `record`, filed under `id`, from every index. */
  remove(id: string, record: T): void {
    const seq = this.seqOf.get(id);
    this.seqOf.delete(id);
    if (seq !== undefined) {
      for (const [name, keyOf] of this.indexed)
        unfile(this.maps.get(name) as IndexMap, keyOf(record), id, seq);
    }
    for (const [name, keyOf] of this.uniques) {
      const key = keyOf(record);
      const map = this.unique.get(name) as Map<string, string>;
      if (key !== undefined && map.get(key) === id) map.delete(key);
    }
  }

  /** The ids under `key` in index `name`, in insertion order. */
  ids(name: string, key: string): string[] {
    return this.index(name).get(key)?.all() ?? [];
  }

  /** At most `limit` ids under `key` after skipping `offset`, oldest or newest first: costs the page. */
  slice(name: string, key: string, offset: number, limit: number, newestFirst: boolean): string[] {
    return this.index(name).get(key)?.slice(offset, limit, newestFirst) ?? [];
  }

  /**
   * At most `limit` ids under `keys` in index `name` past `afterId` (none: from the start), oldest or
   * newest first, the keys merged in the collection's insertion order and each id once. `undefined` when
   * `afterId` is not filed under any of the keys. Costs the page per key, found by binary search on the
   * records' sequence numbers.
   */
  sliceAfter(
    name: string,
    keys: readonly string[],
    afterId: string | undefined,
    limit: number,
    newestFirst: boolean,
  ): string[] | undefined {
    const map = this.index(name);
    const lists = keys.flatMap((key) => map.get(key) ?? []);
    const seq = afterId === undefined ? undefined : this.seqOf.get(afterId);
    if (afterId !== undefined) {
      if (seq === undefined || !lists.some((ids) => ids.has(afterId, seq))) return undefined;
    }
    const sliceOf = (ids: OrderedIds) =>
      seq === undefined ? ids.slice(0, limit, newestFirst) : ids.sliceAfter(seq, limit, newestFirst);
    if (lists.length === 1) return sliceOf(lists[0] as OrderedIds);
    const merged = [...new Set(lists.flatMap(sliceOf))];
    const order = (id: string) => this.seqOf.get(id) as number;
    merged.sort((x, y) => (newestFirst ? order(y) - order(x) : order(x) - order(y)));
    return merged.slice(0, limit);
  }

  /** How many ids index `name` holds under `key`. */
  count(name: string, key: string): number {
    return this.index(name).get(key)?.size ?? 0;
  }

  /** The id holding `key` in unique constraint `name`. */
  uniqueId(name: string, key: string): string | undefined {
    const map = this.unique.get(name);
    if (!map) throw new Error(`${this.spec.name} has no unique constraint ${name}`);
    return map.get(key);
  }

  /** Forgets every record (a restore files them again). */
  clear(): void {
    this.seqOf.clear();
    this.nextSeq = 0;
    for (const map of this.maps.values()) map.clear();
    for (const map of this.unique.values()) map.clear();
  }

  private index(name: string): IndexMap {
    const map = this.maps.get(name);
    if (!map) throw new Error(`${this.spec.name} has no index ${name}`);
    return map;
  }
}

function file(map: IndexMap, keys: string | readonly string[] | undefined, id: string, seq: number): void {
  if (keys === undefined) return;
  for (const key of typeof keys === 'string' ? [keys] : keys) {
    let ids = map.get(key);
    if (!ids) {
      ids = createOrderedIds();
      map.set(key, ids);
    }
    ids.add(id, seq);
  }
}

function unfile(
  map: IndexMap,
  keys: string | readonly string[] | undefined,
  id: string,
  seq: number,
  keep?: string | readonly string[],
): void {
  if (keys === undefined) return;
  for (const key of typeof keys === 'string' ? [keys] : keys) {
    if (keep !== undefined && (keep === key || (typeof keep !== 'string' && keep.includes(key)))) continue;
    const ids = map.get(key);
    if (!ids) continue;
    ids.delete(id, seq);
    if (ids.size === 0) map.delete(key);
  }
}
