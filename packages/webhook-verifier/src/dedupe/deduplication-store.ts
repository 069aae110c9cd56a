/**
 * Where a deduplicator remembers event ids. Implement it over Redis (`SET key 1 NX PX ttlMs`), a SQL table
 * with a unique key, or anything shared by all your instances; the default keeps them in memory.
 *
 * @example
 * const store: DeduplicationStore = {
 *   add: async (key, ttlMs) => (await redis.set(key, '1', { NX: true, PX: ttlMs })) === 'OK',
 *   delete: async (key) => void (await redis.del(key)),
 * };
 */
export interface DeduplicationStore {
  /** Records `key` for `ttlMs`; `true` when it was not already recorded (atomically, where it matters). */
  add(key: string, ttlMs: number): boolean | Promise<boolean>;
  /** Forgets `key` (after the work for it failed, so a retry can do it again). */
  delete(key: string): void | Promise<void>;
}
