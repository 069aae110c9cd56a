import type { DeduplicationStore } from './deduplication-store';
import { createMemoryDeduplicationStore } from './memory-deduplication-store';

/** 30 days: failed deliveries can be replayed up to 30 days after the event (part 6.1 rule 3). */
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/** Options of `createDeduplicator`. */
export interface DeduplicatorOptions {
  /** How long an event id is remembered. @default 2_592_000_000 (30 days, the replay window) */
  ttlMs?: number;
  /** Where ids are remembered. @default createMemoryDeduplicationStore() */
  store?: DeduplicationStore;
}

/** An event of either style, or its id. Style B events are keyed by `eventId`, Style A by `id`. */
export type DeduplicationKey = string | { eventId: string } | { id: string };

/** What `run` did: skipped a duplicate, or ran the work and answers its value. */
export type DeduplicatedResult<T> = { duplicate: true } | { duplicate: false; value: T };

/** Remembers processed event ids so repeated deliveries are handled once. */
export interface Deduplicator {
  /** Runs `work` unless the event was seen; forgets the event again when `work` throws. */
  run<T>(event: DeduplicationKey, work: () => T | Promise<T>): Promise<DeduplicatedResult<T>>;
  /** Marks the event seen; `true` the first time. */
  claim(event: DeduplicationKey): Promise<boolean>;
  /** Forgets the event, so its next delivery is processed. */
  release(event: DeduplicationKey): Promise<void>;
}

function keyOf(event: DeduplicationKey): string {
  if (typeof event === 'string') return event;
  return 'eventId' in event ? event.eventId : event.id;
}

/**
 * De-duplicates deliveries on the event id (part 6.1 rule 4, 6.2): deliveries repeat on retries and
 * replays, and a receiver must do the work once. Pass a shared `store` when several instances receive.
 *
 * @example
 * const dedupe = createDeduplicator({ ttlMs: 7 * 24 * 3600 * 1000 });
 * const event = await verifyStyleBWebhook({ body, signature, secret });
 * const result = await dedupe.run(event, () => handle(event));
 * if (result.duplicate) console.log('already handled', event.eventId);
 */
export function createDeduplicator(options: DeduplicatorOptions = {}): Deduplicator {
  const ttlMs = options.ttlMs ?? THIRTY_DAYS_MS;
  if (!(ttlMs > 0)) throw new RangeError(`ttlMs must be a positive number of milliseconds, got ${ttlMs}`);
  const store = options.store ?? createMemoryDeduplicationStore();
  const claim = async (event: DeduplicationKey) => store.add(keyOf(event), ttlMs);
  const release = async (event: DeduplicationKey) => {
    await store.delete(keyOf(event));
  };
  return {
    claim,
    release,
    async run(event, work) {
      if (!(await claim(event))) return { duplicate: true };
      try {
        return { duplicate: false, value: await work() };
      } catch (error) {
        await release(event);
        throw error;
      }
    },
  };
}
