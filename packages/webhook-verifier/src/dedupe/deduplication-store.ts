/**
 * What {@link DeduplicationStore.claim} found: `claimed` (the caller holds the key and does the work),
 * `processing` (another delivery holds a live lease: its work has not finished), `done` (committed).
 */
export type ClaimState = 'claimed' | 'processing' | 'done';

/**
 * Where a deduplicator keeps event keys: claim, then commit on success or release on failure, so that a key
 * is marked done only once its work has succeeded. A claim is a lease: one that runs out (a worker crashed
 * mid-work) frees the key for the next delivery. Implement it over anything shared by all your instances
 * (README "De-duplication": Redis and SQL recipes); the default keeps keys in memory.
 *
 * @example
 * // Redis: the value is the owner while processing, "done" once committed.
 * const store: DeduplicationStore = {
 *   async claim(key, leaseMs, owner) {
 *     if ((await redis.set(key, owner, { NX: true, PX: leaseMs })) === 'OK') return 'claimed';
 *     return (await redis.get(key)) === 'done' ? 'done' : 'processing';
 *   },
 *   commit: async (key, ttlMs) => void (await redis.set(key, 'done', { PX: ttlMs })),
 *   // Only the owner's claim is freed (a compare-and-delete script).
 *   release: async (key, owner) =>
 *     void (await redis.eval("if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0", { keys: [key], arguments: [owner] })),
 * };
 */
export interface DeduplicationStore {
  /**
   * Claims `key` for `leaseMs` on behalf of `owner`, atomically: `claimed` when the key is free or its lease
   * ran out, `processing` when another owner holds a live lease, `done` when it was committed and has not
   * expired.
   */
  claim(key: string, leaseMs: number, owner: string): ClaimState | Promise<ClaimState>;
  /** Marks `key` done for `ttlMs`, once its work succeeded: later deliveries are skipped. */
  commit(key: string, ttlMs: number, owner: string): void | Promise<void>;
  /** Frees `key` if `owner` still holds its claim (its work failed), so the next delivery does the work. */
  release(key: string, owner: string): void | Promise<void>;
}
