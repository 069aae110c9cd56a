import { DeliveryInProgressError } from '../errors/delivery-in-progress-error';
import type { ClaimState, DeduplicationStore } from './deduplication-store';
import { createMemoryDeduplicationStore } from './memory-deduplication-store';

/** 30 days: failed deliveries can be replayed up to 30 days after the event (part 6.1 rule 3). */
const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * 2 minutes: far beyond the service's 10 s delivery deadline, short enough that a crashed worker's claim
 * frees the event before the service's later retries (+5 min, +15 min, ...).
 */
const TWO_MINUTES_MS = 2 * 60 * 1000;

/** Options of `createDeduplicator`. */
export interface DeduplicatorOptions {
  /** How long a processed event key is remembered. @default 2_592_000_000 (30 days, the replay window) */
  ttlMs?: number;
  /**
   * How long a claim holds while its work runs: past it, a worker that crashed mid-work no longer blocks the
   * event, and the next delivery does the work. Longer than your slowest handler.
   * @default 120_000 (2 minutes)
   */
  leaseMs?: number;
  /** Where ids are kept. @default createMemoryDeduplicationStore() */
  store?: DeduplicationStore;
}

/**
 * An event of either style, or its key. A verified Style B event is keyed by its `dedupeKey` (derived
 * from the signed `resource`, never the unsigned `eventId` alone), a Style A event by its signed `id`.
 */
export type DeduplicationKey = string | { dedupeKey: string } | { eventId: string } | { id: string };

/** What `run` did: skipped an event already done, or ran the work and answers its value. */
export type DeduplicatedResult<T> = { duplicate: true } | { duplicate: false; value: T };

/** Runs the work of each event once, across repeated deliveries. */
export interface Deduplicator {
  /**
   * Claims the event, runs `work`, and marks the event done only once `work` succeeded; when `work` throws,
   * the claim is released (the error is rethrown) so the next delivery does it. An event already done
   * answers `{ duplicate: true }`. An event whose work another delivery is still doing throws
   * {@link DeliveryInProgressError}: answer a retryable non-2xx, never a 2xx.
   */
  run<T>(event: DeduplicationKey, work: () => T | Promise<T>): Promise<DeduplicatedResult<T>>;
  /** Claims the event for this deduplicator (see {@link DeduplicationStore.claim}). */
  claim(event: DeduplicationKey): Promise<ClaimState>;
  /** Marks a claimed event done: its later deliveries are skipped. */
  commit(event: DeduplicationKey): Promise<void>;
  /** Frees a claimed event whose work failed, so its next delivery is processed. */
  release(event: DeduplicationKey): Promise<void>;
}

function keyOf(event: DeduplicationKey): string {
  if (typeof event === 'string') return event;
  if ('dedupeKey' in event) return event.dedupeKey;
  return 'eventId' in event ? event.eventId : event.id;
}

/** A random owner id: which claims are this deduplicator's, so it never frees another's. */
function ownerId(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * De-duplicates deliveries on the event key (part 6.1 rule 4, 6.2; a Style B event's `dedupeKey`, a
 * Style A event's `id`): deliveries repeat on retries and replays, and a receiver must do the work once, and never lose it. Claim, then commit on success or
 * release on failure: a delivery is acknowledged as a duplicate only once the work of an earlier one has
 * succeeded. Pass a shared `store` when several instances receive.
 *
 * @example
 * const dedupe = createDeduplicator({ ttlMs: 7 * 24 * 3600 * 1000 });
 * const event = await verifyStyleBWebhook({ body, signature, secret });
 * const result = await dedupe.run(event, () => handle(event)); // throws DeliveryInProgressError meanwhile
 * if (result.duplicate) console.log('already handled', event.dedupeKey);
 */
export function createDeduplicator(options: DeduplicatorOptions = {}): Deduplicator {
  const ttlMs = options.ttlMs ?? THIRTY_DAYS_MS;
  if (!(ttlMs > 0)) throw new RangeError(`ttlMs must be a positive number of milliseconds, got ${ttlMs}`);
  const leaseMs = options.leaseMs ?? TWO_MINUTES_MS;
  if (!(leaseMs > 0))
    throw new RangeError(`leaseMs must be a positive number of milliseconds, got ${leaseMs}`);
  const store = options.store ?? createMemoryDeduplicationStore();
  const owner = ownerId();
  const claim = async (event: DeduplicationKey) => store.claim(keyOf(event), leaseMs, owner);
  const commit = async (event: DeduplicationKey) => {
    await store.commit(keyOf(event), ttlMs, owner);
  };
  const release = async (event: DeduplicationKey) => {
    await store.release(keyOf(event), owner);
  };
  return {
    claim,
    commit,
    release,
    async run(event, work) {
      const state = await claim(event);
      if (state === 'done') return { duplicate: true };
      if (state === 'processing') throw new DeliveryInProgressError(keyOf(event));
      let value: Awaited<ReturnType<typeof work>>;
      try {
        value = await work();
      } catch (error) {
        // The work's error is the one to report: a store that cannot release (connection lost) leaves a
        // lease, which runs out by itself, and the next delivery's claim reports the store's trouble.
        await release(event).catch(() => undefined);
        throw error;
      }
      await commit(event);
      return { duplicate: false, value };
    },
  };
}
