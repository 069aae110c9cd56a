import type { Collection, Storage, StorageSnapshot } from './storage';

/**
 * The default {@link Storage}: `Map`s in memory. Snapshots use `structuredClone`, so a restored state
 * shares nothing with the live one.
 *
 * @example
 * const storage = createMemoryStorage();
 * const seed = storage.snapshot();
 * // ... a test changes things ...
 * storage.restore(seed);
 */
export function createMemoryStorage(): Storage {
  const maps = new Map<string, Map<string, unknown>>();

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

  return {
    collection<T>(name: string): Collection<T> {
      // Resolve the map on every call: restore() swaps maps under collections already handed out.
      return {
        get: (id) => read(name).get(id) as T | undefined,
        put: (id, record) => {
          write(name).set(id, record);
        },
        delete: (id) => maps.get(name)?.delete(id) ?? false,
        values: () => read(name).values() as IterableIterator<T>,
        get size() {
          return read(name).size;
        },
      };
    },
    snapshot() {
      const out: StorageSnapshot = {};
      for (const [name, map] of maps) out[name] = structuredClone(Object.fromEntries(map));
      return out;
    },
    restore(snapshot) {
      maps.clear();
      for (const [name, records] of Object.entries(snapshot)) {
        maps.set(name, new Map(Object.entries(structuredClone(records))));
      }
    },
  };
}
