import type { CollectionSpec, IndexKeyOf } from './storage';

/** One index: key -> ids under it, in insertion order (a Map keeps the order of first insertion). */
type IndexMap = Map<string, Map<string, true>>;

/**
 * The indexes and unique constraints of one collection, kept in step with its records by the store.
 * Each index maps a key to the ids filed under it, so lookups cost what they find.
 *
 * @example
 * const indexes = createCollectionIndexes(CARDS);
 * indexes.add(card.id, undefined, card);
 * indexes.ids('byOwner', card.ownerId); // [card.id]
 */
export function createCollectionIndexes<T>(spec: CollectionSpec<T, string, string>) {
  const indexed = Object.entries<IndexKeyOf<T>>(spec.indexes ?? {});
  const uniques = Object.entries<IndexKeyOf<T>>(spec.unique ?? {});
  const maps = new Map<string, IndexMap>(indexed.map(([name]) => [name, new Map()]));
  const unique = new Map<string, Map<string, string>>(uniques.map(([name]) => [name, new Map()]));

  function file(map: IndexMap, key: string | undefined, id: string): void {
    if (key === undefined) return;
    let ids = map.get(key);
    if (!ids) {
      ids = new Map();
      map.set(key, ids);
    }
    ids.set(id, true);
  }
  function unfile(map: IndexMap, key: string | undefined, id: string): void {
    if (key === undefined) return;
    const ids = map.get(key);
    if (!ids) return;
    ids.delete(id);
    if (ids.size === 0) map.delete(key);
  }

  return {
    /** Files `record` under `id`, replacing `previous`; throws before changing anything on a unique clash. */
    add(id: string, previous: T | undefined, record: T): void {
      for (const [name, keyOf] of uniques) {
        const key = keyOf(record);
        const holder = key === undefined ? undefined : unique.get(name)?.get(key);
        if (holder !== undefined && holder !== id) {
          throw new Error(`${spec.name}: unique ${name} ${key} is already held by ${holder}`);
        }
      }
      for (const [name, keyOf] of indexed) {
        const map = maps.get(name) as IndexMap;
        const before = previous === undefined ? undefined : keyOf(previous);
        const after = keyOf(record);
        if (before === after && before !== undefined) continue; // keeps its place in the order
        unfile(map, before, id);
        file(map, after, id);
      }
      for (const [name, keyOf] of uniques) {
        const map = unique.get(name) as Map<string, string>;
        const before = previous === undefined ? undefined : keyOf(previous);
        if (before !== undefined && map.get(before) === id) map.delete(before);
        const after = keyOf(record);
        if (after !== undefined) map.set(after, id);
      }
    },
    /** Removes `record`, filed under `id`, from every index. */
    remove(id: string, record: T): void {
      for (const [name, keyOf] of indexed) unfile(maps.get(name) as IndexMap, keyOf(record), id);
      for (const [name, keyOf] of uniques) {
        const key = keyOf(record);
        const map = unique.get(name) as Map<string, string>;
        if (key !== undefined && map.get(key) === id) map.delete(key);
      }
    },
    /** The ids under `key` in index `name`, in insertion order. */
    ids(name: string, key: string): IterableIterator<string> | undefined {
      const map = maps.get(name);
      if (!map) throw new Error(`${spec.name} has no index ${name}`);
      return map.get(key)?.keys();
    },
    count(name: string, key: string): number {
      const map = maps.get(name);
      if (!map) throw new Error(`${spec.name} has no index ${name}`);
      return map.get(key)?.size ?? 0;
    },
    uniqueId(name: string, key: string): string | undefined {
      const map = unique.get(name);
      if (!map) throw new Error(`${spec.name} has no unique constraint ${name}`);
      return map.get(key);
    },
    clear(): void {
      for (const map of maps.values()) map.clear();
      for (const map of unique.values()) map.clear();
    },
  };
}

export type CollectionIndexes<T> = ReturnType<typeof createCollectionIndexes<T>>;
