import { CollectionIndexes } from './collection-indexes';
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
  return new MemoryStorage(options);
}

type AnySpec = CollectionSpec<unknown, string, string>;
const EMPTY: ReadonlyMap<string, unknown> = new Map();

/** The {@link Storage} of {@link createMemoryStorage}; its collections are the handles below. */
class MemoryStorage implements Storage {
  readonly meta: StorageMeta;
  private readonly maps = new Map<string, Map<string, unknown>>();
  private readonly indexes = new Map<string, CollectionIndexes<unknown>>();
  // Handles resolve their map on every call, so one per collection serves for good: every request asks
  // for several, and building them anew was a tenth of a simple request's time (issue 15).
  private readonly plainHandles = new Map<string, Collection<unknown>>();
  private readonly declaredHandles = new WeakMap<object, IndexedCollection<unknown, string, string>>();

  constructor(private readonly options: MemoryStorageOptions) {
    for (const [name, records] of options.initial ?? []) this.maps.set(name, records);
    const metaValues = new Map<string, unknown>(Object.entries(options.initialMeta ?? {}));
    this.meta = {
      get: (key) => metaValues.get(key),
      set(key, value) {
        metaValues.set(key, value);
        options.onMeta?.(key);
      },
    };
  }

  collection<T, I extends string, U extends string>(
    spec: CollectionSpec<T, I, U>,
  ): IndexedCollection<T, I, U>;
  collection<T>(name: string): Collection<T>;
  collection(nameOrSpec: string | AnySpec): Collection<unknown> {
    if (typeof nameOrSpec === 'string') {
      let handle = this.plainHandles.get(nameOrSpec);
      if (!handle) {
        handle = new PlainCollection(this, nameOrSpec);
        this.plainHandles.set(nameOrSpec, handle);
      }
      return handle;
    }
    let handle = this.declaredHandles.get(nameOrSpec);
    if (!handle) {
      handle = new DeclaredCollection(this, nameOrSpec, this.indexesOf(nameOrSpec));
      this.declaredHandles.set(nameOrSpec, handle);
    }
    return handle;
  }

  snapshot(): StorageSnapshot {
    const out: StorageSnapshot = {};
    for (const [name, map] of this.maps) out[name] = structuredClone(Object.fromEntries(map));
    return out;
  }

  restore(snapshot: StorageSnapshot): void {
    this.maps.clear();
    for (const own of this.indexes.values()) own.clear();
    for (const [name, records] of Object.entries(snapshot)) {
      const map = new Map(Object.entries(structuredClone(records)));
      this.maps.set(name, map);
      const own = this.indexes.get(name);
      if (own) for (const [id, record] of map) own.add(id, undefined, record);
    }
    this.options.onRestore?.(snapshot);
  }

  /** The records of `name`; reads never create a collection, so a snapshot only holds what was written. */
  read(name: string): ReadonlyMap<string, unknown> {
    return this.maps.get(name) ?? EMPTY;
  }

  /** Stores `record` under `id` in `name`, its indexes kept in step. */
  put(name: string, id: string, record: unknown): void {
    let map = this.maps.get(name);
    if (!map) {
      map = new Map();
      this.maps.set(name, map);
    }
    this.indexes.get(name)?.add(id, map.get(id), record);
    map.set(id, record);
    this.options.onWrite?.(name, id);
  }

  /** Removes `id` from `name`; false when it held nothing. */
  delete(name: string, id: string): boolean {
    const map = this.maps.get(name);
    const previous = map?.get(id);
    if (!map || previous === undefined) return false;
    this.indexes.get(name)?.remove(id, previous);
    map.delete(id);
    this.options.onWrite?.(name, id);
    return true;
  }

  /** The indexes of a declared collection, built from its records the first time it is asked for. */
  private indexesOf(spec: AnySpec): CollectionIndexes<unknown> {
    let own = this.indexes.get(spec.name);
    if (!own) {
      own = new CollectionIndexes(spec);
      for (const [id, record] of this.read(spec.name)) own.add(id, undefined, record);
      this.indexes.set(spec.name, own);
    }
    return own;
  }
}

/** A collection by name: resolves its map on every call, since restore() swaps maps under handles. */
class PlainCollection<T> implements Collection<T> {
  constructor(
    protected readonly store: MemoryStorage,
    protected readonly name: string,
  ) {}

  get(id: string): T | undefined {
    return this.store.read(this.name).get(id) as T | undefined;
  }

  put(id: string, record: T): void {
    this.store.put(this.name, id, record);
  }

  delete(id: string): boolean {
    return this.store.delete(this.name, id);
  }

  values(): IterableIterator<T> {
    return this.store.read(this.name).values() as IterableIterator<T>;
  }

  get size(): number {
    return this.store.read(this.name).size;
  }
}

/** A declared collection: the plain one plus lookups, counts and pages through its indexes. */
class DeclaredCollection<T, I extends string, U extends string>
  extends PlainCollection<T>
  implements IndexedCollection<T, I, U>
{
  constructor(
    store: MemoryStorage,
    spec: CollectionSpec<T, I, U>,
    private readonly found: CollectionIndexes<T>,
  ) {
    super(store, spec.name);
  }

  find(index: I, key: string): T[] {
    return this.recordsOf(this.found.ids(index, key));
  }

  count(index: I, key: string): number {
    return this.found.count(index, key);
  }

  page(
    index: I,
    key: string,
    { offset, limit, newestFirst = false }: { offset: number; limit: number; newestFirst?: boolean },
  ): IndexPage<T> {
    const ids = this.found.slice(index, key, offset, limit, newestFirst);
    return { items: this.recordsOf(ids), total: this.found.count(index, key) };
  }

  pageAfter(
    index: I,
    key: string | readonly string[],
    afterId: string | undefined,
    {
      limit,
      newestFirst = false,
      where,
    }: { limit: number; newestFirst?: boolean; where?: ((record: T) => boolean) | undefined },
  ): KeysetPage<T> | undefined {
    const keys = typeof key === 'string' ? [key] : [...new Set(key)];
    const map = this.store.read(this.name);
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
      const ids = this.found.sliceAfter(index, keys, anchor, chunk, newestFirst);
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
    const total = keys.reduce((sum, k) => sum + this.found.count(index, k), 0);
    return { items, hasMore, total };
  }

  findUnique(index: U, key: string): T | undefined {
    const id = this.found.uniqueId(index, key);
    return id === undefined ? undefined : (this.store.read(this.name).get(id) as T | undefined);
  }

  private recordsOf(ids: readonly string[]): T[] {
    const map = this.store.read(this.name);
    return ids.map((id) => map.get(id) as T);
  }
}
