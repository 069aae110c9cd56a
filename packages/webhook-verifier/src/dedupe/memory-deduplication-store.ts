import type { DeduplicationStore } from './deduplication-store';

/** Options of `createMemoryDeduplicationStore`. */
export interface MemoryDeduplicationStoreOptions {
  /** The clock, in epoch milliseconds. @default Date.now */
  now?: () => number;
}

/**
 * A `DeduplicationStore` in this process's memory: fine for one instance and for tests; use a shared
 * store when several instances receive webhooks. Expired keys are dropped as new ones arrive.
 *
 * @example
 * const store = createMemoryDeduplicationStore();
 * store.add('evt_1', 60_000); // true
 * store.add('evt_1', 60_000); // false
 */
export function createMemoryDeduplicationStore(
  options: MemoryDeduplicationStoreOptions = {},
): DeduplicationStore & { readonly size: number } {
  const now = options.now ?? Date.now;
  const expiries = new Map<string, number>();
  const sweep = (at: number) => {
    // Insertion order is expiry order when the TTL is constant, so stop at the first live key.
    for (const [key, expiresAt] of expiries) {
      if (expiresAt > at) break;
      expiries.delete(key);
    }
  };
  return {
    get size() {
      return expiries.size;
    },
    add(key, ttlMs) {
      const at = now();
      sweep(at);
      const expiresAt = expiries.get(key);
      if (expiresAt !== undefined && expiresAt > at) return false;
      expiries.delete(key);
      expiries.set(key, at + ttlMs);
      return true;
    },
    delete(key) {
      expiries.delete(key);
    },
  };
}
