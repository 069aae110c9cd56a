/**
 * One named set of records, keyed by id. Synchronous: the mock runs in-process, in a browser and behind
 * HTTP from the same code, and every store it ships keeps its working set in memory.
 */
export interface Collection<T> {
  get(id: string): T | undefined;
  /** Inserts or replaces the record under `id`. A replaced record keeps its place in insertion order. */
  put(id: string, record: T): void;
  delete(id: string): boolean;
  /**
   * Every record, in insertion order: a scan of the whole collection, for snapshots, state dumps and
   * collections bounded by design. Request paths look records up through an index instead.
   */
  values(): IterableIterator<T>;
  readonly size: number;
}

/** A page of an index: the records of one key, in insertion order or newest first. */
export interface IndexPage<T> {
  items: T[];
  /** How many records the key holds in all. */
  total: number;
}

/** A keyset page of an index: whether records follow it, and how many the keys hold when unfiltered. */
export interface KeysetPage<T> {
  items: T[];
  /** Whether more records follow this page. */
  hasMore: boolean;
  /** How many records the keys hold in all (summed over several keys); absent with `where`. */
  total?: number;
}

/** A collection declared with its indexes and unique constraints (see {@link defineCollection}). */
export interface IndexedCollection<T, I extends string, U extends string> extends Collection<T> {
  /** The records whose index `index` has `key`, in insertion order. Costs what it finds, not the collection. */
  find(index: I, key: string): T[];
  /** How many records index `index` holds under `key`, in constant time. */
  count(index: I, key: string): number;
  /**
   * One page of the records under `key`: skip `offset`, take at most `limit`, oldest first or newest first
   * (insertion order). Costs the records of that key, never the whole collection.
   */
  page(
    index: I,
    key: string,
    options: { offset: number; limit: number; newestFirst?: boolean },
  ): IndexPage<T>;
  /**
   * One keyset page of the records under `key` (or under several keys, merged in insertion order): at
   * most `limit` records past the record `afterId` (none: from the start), oldest first or newest first.
   * `where` skips the records it refuses (a filter no index holds: the page then costs what it reads). The
   * place of `afterId` is found by binary search on its insertion sequence, so a page costs its size, not
   * the key. `undefined` when `afterId` is not a record under those keys that `where` keeps: a cursor not
   * issued by this list.
   */
  pageAfter(
    index: I,
    key: string | readonly string[],
    afterId: string | undefined,
    options: { limit: number; newestFirst?: boolean; where?: ((record: T) => boolean) | undefined },
  ): KeysetPage<T> | undefined;
  /** The record holding `key` in unique constraint `index`, or undefined. */
  findUnique(index: U, key: string): T | undefined;
}

/** How a record is filed under an index: its key, or `undefined` to leave it out of that index. */
export type IndexKeyOf<T> = (record: T) => string | undefined;

/**
 * How a record is filed under a non-unique index: one key, several (a transfer under both its accounts),
 * or none (`undefined` or an empty array).
 */
export type IndexKeysOf<T> = (record: T) => string | readonly string[] | undefined;

/** A collection's name, indexes and unique constraints, declared once beside the record type. */
export interface CollectionSpec<T, I extends string = never, U extends string = never> {
  readonly name: string;
  /** Non-unique indexes, by name. */
  readonly indexes?: Readonly<Record<I, IndexKeysOf<T>>>;
  /** Unique constraints, by name: `put` refuses a second record with the same key (a bug, not input). */
  readonly unique?: Readonly<Record<U, IndexKeyOf<T>>>;
}

/** Everything the mock knows, as plain data: what a snapshot holds and what restore takes. */
export type StorageSnapshot = Record<string, Record<string, unknown>>;

/**
 * A few named values kept beside the collections and outside snapshots, so `restore` leaves them alone:
 * what reopening a sandbox needs (its seed snapshot, seeded credentials, the clock's state). Values are
 * plain JSON; a persistent store writes them with everything else.
 *
 * @example
 * storage.meta.set('mock.clock', clock.exportState());
 * storage.meta.get('mock.clock'); // { frozenAt: null, offsetMs: 0 }
 */
export interface StorageMeta {
  get(key: string): unknown;
  set(key: string, value: unknown): void;
}

/**
 * Where the domain keeps state: nothing else may hold any (ARCHITECTURE.md). Swap the implementation to
 * persist or share state; the domain only sees this interface.
 *
 * @example
 * const cards = storage.collection(CARDS); // declared with defineCollection
 * cards.put(card.id, card);
 * cards.find('byOwner', card.ownerId);
 */
export interface Storage {
  /** A collection declared with {@link defineCollection}: lookups, counts and pages go through its indexes. */
  collection<T, I extends string, U extends string>(
    spec: CollectionSpec<T, I, U>,
  ): IndexedCollection<T, I, U>;
  /** A collection without indexes, by name (small or bounded collections only). */
  collection<T>(name: string): Collection<T>;
  /** A deep copy of every collection. */
  snapshot(): StorageSnapshot;
  /** Replaces every collection with a deep copy of `snapshot`. */
  restore(snapshot: StorageSnapshot): void;
  /** Named values outside the collections and their snapshots (see {@link StorageMeta}). */
  readonly meta: StorageMeta;
  /**
   * A store that commits to disk (G-33: no answer before its commit): `undefined` when every
   * write made so far is committed, else the commit that will hold them. It rejects when that commit
   * failed; the store has then gone back to what it durably holds. Absent from stores without a disk.
   *
   * @example
   * const response = await app.fetch(request);
   * await storage.settled?.(); // the response leaves once what it reports is on disk
   */
  settled?(): Promise<void> | undefined;
  /**
   * A store that commits to disk: how many of its commits have failed so far. A response whose request
   * saw this number change (it wrote, awaited across a turn whose commit failed, and went on) may report a
   * write the store has since gone back on, so it answers 503 like one that waited for the failed commit.
   *
   * @example
   * const before = storage.failedCommits?.();
   */
  failedCommits?(): number;
  /**
   * A store that commits to disk: calls `listener` after a failed commit made the store go back to what
   * it durably holds, so what lives beside it (armed timers, the clock) follows. Writes the listener makes
   * restate the file and are not written again. Answers the function that unsubscribes.
   *
   * @example
   * storage.onReload?.(() => restoreJobs(ctx));
   */
  onReload?(listener: () => void): () => void;
}

/**
 * Declares a collection with its indexes and unique constraints, once, beside its record type.
 *
 * @example
 * export const CARDS = defineCollection<CardRecord, 'byOwner', 'byReference'>({
 *   name: 'cards',
 *   indexes: { byOwner: (card) => card.ownerId },
 *   unique: { byReference: (card) => card.referenceId ?? undefined },
 * });
 */
export function defineCollection<T, I extends string = never, U extends string = never>(
  spec: CollectionSpec<T, I, U>,
): CollectionSpec<T, I, U> {
  return spec;
}

/**
 * Joins the parts of a composite index key (for example tenant and reference) unambiguously.
 *
 * @example
 * indexKey(card.tenantId, card.referenceId); // 'prog_1\u0000ref-1'
 */
export function indexKey(...parts: ReadonlyArray<string | number>): string {
  return parts.join('\u0000');
}
