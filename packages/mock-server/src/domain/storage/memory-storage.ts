import { type CollectionIndexes, createCollectionIndexes } from './collection-indexes';
import type {
  Collection,
  CollectionSpec,
  IndexedCollection,
  IndexPage,
  KeysetPage,
  Storage,
  StorageMeta,
  StorageSnapshot,
} from './storage';

/**
 * What a store built on the memory storage hears, to persist it (the SQLite store of the Node entry keeps
 * its working set here and writes every change through).
 */
export interface MemoryStorageOptions {
  /**
   * Records to start with, collection by collection, in order, taken as they are (not copied): how a store
   * reopened from disk hands over what it read.
   */
  initial?: Map<string, Map<string, unknown>>;
  /** Meta values to start with. */
  initialMeta?: Record<string, unknown>;
  /** Called after every put and every delete that removed something. */
  onWrite?: (collection: string, id: string) => void;
  /** Called after every restore, with the snapshot restored (the records now held, in order). */
  onRestore?: (snapshot: StorageSnapshot) => void;
  /** Called after every meta write. */
  onMeta?: (key: string) => void;
}

/**
 * The default {@link Storage}: `Map`s in memory, with the indexes each declared collection asks for kept in
 * step on every write. Snapshots use `structuredClone`, so a restored state shares nothing with the live
 * one; restore rebuilds the indexes.
 *
 * @example
 * const storage = createMemoryStorage();
 * const seed = storage.snapshot();
 * // ... a test changes things ...
 * storage.restore(seed);
 */
export function createMemoryStorage(options: MemoryStorageOptions = {}): Storage {
  const { onWrite, onRestore, onMeta } = options;
  const maps = new Map<string, Map<string, unknown>>();
  const indexes = new Map<string, CollectionIndexes<unknown>>();
  for (const [name, records] of options.initial ?? []) maps.set(name, records);
  const metaValues = new Map<string, unknown>(Object.entries(options.initialMeta ?? {}));
  const meta: StorageMeta = {
    get: (key) => metaValues.get(key),
    set(key, value) {
      metaValues.set(key, value);
      onMeta?.(key);
    },
  };

  const empty: ReadonlyMap<string, unknown> = new Map();
  // Reads never create a collection, so a snapshot only holds what was written.
  const read = (name: string): ReadonlyMap<string, unknown> => maps.get(name) ?? empty;
  function write(name: string): Map<string, unknown> {
    let map = maps.get(name);
    if (!map) {
      map = new Map();
      maps.set(name, map);
    }
    return map;
  }

  function plain<T>(name: string): Collection<T> {
    // Resolve the map on every call: restore() swaps maps under collections already handed out.
    return {
      get: (id) => read(name).get(id) as T | undefined,
      put: (id, record) => {
        const map = write(name);
        indexes.get(name)?.add(id, map.get(id), record);
        map.set(id, record);
        onWrite?.(name, id);
      },
      delete: (id) => {
        const map = maps.get(name);
        const previous = map?.get(id);
        if (!map || previous === undefined) return false;
        indexes.get(name)?.remove(id, previous);
        map.delete(id);
        onWrite?.(name, id);
        return true;
      },
      values: () => read(name).values() as IterableIterator<T>,
      get size() {
        return read(name).size;
      },
    };
  }

  function declared<T, I extends string, U extends string>(
    spec: CollectionSpec<T, I, U>,
  ): IndexedCollection<T, I, U> {
    let own = indexes.get(spec.name) as CollectionIndexes<T> | undefined;
    if (!own) {
      own = createCollectionIndexes(spec as CollectionSpec<T, string, string>);
      for (const [id, record] of read(spec.name)) own.add(id, undefined, record as T);
      indexes.set(spec.name, own as CollectionIndexes<unknown>);
    }
    const found = own;
    const base = plain<T>(spec.name);
    const recordsOf = (ids: readonly string[]): T[] => {
      const map = read(spec.name);
      return ids.map((id) => map.get(id) as T);
    };
    return {
      ...base,
      get size() {
        return read(spec.name).size;
      },
      find: (index, key) => recordsOf(found.ids(index, key)),
      count: (index, key) => found.count(index, key),
      page(index, key, { offset, limit, newestFirst = false }): IndexPage<T> {
        const ids = found.slice(index, key, offset, limit, newestFirst);
        return { items: recordsOf(ids), total: found.count(index, key) };
      },
      pageAfter(index, key, afterId, { limit, newestFirst = false, where }): KeysetPage<T> | undefined {
        const keys = typeof key === 'string' ? [key] : [...new Set(key)];
        const map = read(spec.name);
        if (afterId !== undefined && where) {
          const anchor = map.get(afterId) as T | undefined;
          if (anchor === undefined || !where(anchor)) return undefined;
        }
        // One more than the page tells whether another follows; a filter reads on in chunks until it has it.
        const want = limit + 1;
        const chunk = where ? Math.max(want, 64) : want;
        const items: T[] = [];
        let anchor = afterId;
        for (;;) {
          const ids = found.sliceAfter(index, keys, anchor, chunk, newestFirst);
          if (ids === undefined) return undefined;
          for (const id of ids) {
            const record = map.get(id) as T;
            if (where && !where(record)) continue;
            items.push(record);
            if (items.length === want) break;
          }
          if (items.length === want || ids.length < chunk) break;
          anchor = ids.at(-1);
        }
        const hasMore = items.length > limit;
        if (hasMore) items.pop();
        if (where) return { items, hasMore };
        const total = keys.reduce((sum, k) => sum + found.count(index, k), 0);
        return { items, hasMore, total };
      },
      findUnique(index, key) {
        const id = found.uniqueId(index, key);
        return id === undefined ? undefined : (read(spec.name).get(id) as T | undefined);
      },
    };
  }

  // Handles resolve their map on every call, so one per collection serves for good: every request asks
  // for several, and building them anew was a tenth of a simple request's time (issue 15).
  const plainHandles = new Map<string, Collection<unknown>>();
  const declaredHandles = new WeakMap<object, IndexedCollection<unknown, string, string>>();
  const collection = (nameOrSpec: string | CollectionSpec<unknown, string, string>) => {
    if (typeof nameOrSpec === 'string') {
      let handle = plainHandles.get(nameOrSpec);
      if (!handle) {
        handle = plain(nameOrSpec);
        plainHandles.set(nameOrSpec, handle);
      }
      return handle;
    }
    let handle = declaredHandles.get(nameOrSpec);
    if (!handle) {
      handle = declared(nameOrSpec);
      declaredHandles.set(nameOrSpec, handle);
    }
    return handle;
  };

  return {
    collection: collection as Storage['collection'],
    snapshot() {
      const out: StorageSnapshot = {};
      for (const [name, map] of maps) out[name] = structuredClone(Object.fromEntries(map));
      return out;
    },
    restore(snapshot) {
      maps.clear();
      for (const own of indexes.values()) own.clear();
      for (const [name, records] of Object.entries(snapshot)) {
        const map = new Map(Object.entries(structuredClone(records)));
        maps.set(name, map);
        const own = indexes.get(name);
        if (own) for (const [id, record] of map) own.add(id, undefined, record);
      }
      onRestore?.(snapshot);
    },
    meta,
  };
}
