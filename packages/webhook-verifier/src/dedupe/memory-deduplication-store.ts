import type { ClaimState, DeduplicationStore } from './deduplication-store';

/** Options of `createMemoryDeduplicationStore`. */
export interface MemoryDeduplicationStoreOptions {
  /** The clock, in epoch milliseconds. @default Date.now */
  now?: () => number;
}

/** A key as the memory store holds it: claimed by `owner` until `expiresAt`, or done until then. */
interface Entry {
  owner: string | null;
  expiresAt: number;
}

/**
 * A `DeduplicationStore` in this process's memory: fine for one instance and for tests; use a shared
 * store when several instances receive webhooks. Expired keys are dropped as new ones arrive.
 *
 * @example
 * const store = createMemoryDeduplicationStore();
 * store.claim('evt_1', 60_000, 'worker-1'); // 'claimed'
 * store.claim('evt_1', 60_000, 'worker-2'); // 'processing'
 * store.commit('evt_1', 86_400_000, 'worker-1');
 * store.claim('evt_1', 60_000, 'worker-2'); // 'done'
 */
export function createMemoryDeduplicationStore(
  options: MemoryDeduplicationStoreOptions = {},
): DeduplicationStore & { readonly size: number } {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  const sweep = (at: number) => {
    // Keys move to the back when claimed or committed, so the front holds the oldest: stop at a live one.
    for (const [key, entry] of entries) {
      if (entry.expiresAt > at) break;
      entries.delete(key);
    }
  };
  const place = (key: string, entry: Entry) => {
    entries.delete(key);
    entries.set(key, entry);
  };
  return {
    get size() {
      return entries.size;
    },
    claim(key, leaseMs, owner): ClaimState {
      const at = now();
      sweep(at);
      const entry = entries.get(key);
      if (entry !== undefined && entry.expiresAt > at) return entry.owner === null ? 'done' : 'processing';
      place(key, { owner, expiresAt: at + leaseMs });
      return 'claimed';
    },
    commit(key, ttlMs) {
      place(key, { owner: null, expiresAt: now() + ttlMs });
    },
    release(key, owner) {
      if (entries.get(key)?.owner === owner) entries.delete(key);
    },
  };
}
