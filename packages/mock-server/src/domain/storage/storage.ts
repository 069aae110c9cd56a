/**
 * One named set of records, keyed by id. Synchronous: the mock runs in-process, in a browser and behind
 * HTTP from the same code, and every store it ships keeps its data in memory.
 */
export interface Collection<T> {
  get(id: string): T | undefined;
  /** Inserts or replaces the record under `id`. */
  put(id: string, record: T): void;
  delete(id: string): boolean;
  /** Records in insertion order. */
  values(): IterableIterator<T>;
  readonly size: number;
}

/** Everything the mock knows, as plain data: what a snapshot holds and what restore takes. */
export type StorageSnapshot = Record<string, Record<string, unknown>>;

/**
 * Where the domain keeps state: nothing else may hold any (DESIGN.md part 3). Swap the implementation to
 * persist or share state; the domain only sees this interface.
 *
 * @example
 * const cards = storage.collection<CardRecord>('cards');
 * cards.put(card.id, card);
 */
export interface Storage {
  collection<T>(name: string): Collection<T>;
  /** A deep copy of every collection. */
  snapshot(): StorageSnapshot;
  /** Replaces every collection with a deep copy of `snapshot`. */
  restore(snapshot: StorageSnapshot): void;
}
