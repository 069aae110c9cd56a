import { describe, expect, it } from 'vitest';
import { DeliveryInProgressError } from '../errors';
import { createDeduplicator } from './create-deduplicator';
import type { ClaimState } from './deduplication-store';
import { createMemoryDeduplicationStore } from './memory-deduplication-store';

/** A promise and the functions that settle it: a handler that is still running until the test says so. */
function pending<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('createDeduplicator', () => {
  it('runs the work once per event id, for Style B and Style A events alike', async () => {
    const dedupe = createDeduplicator();
    let runs = 0;
    const work = () => ++runs;
    expect(await dedupe.run({ eventId: 'e1' }, work)).toEqual({ duplicate: false, value: 1 });
    expect(await dedupe.run({ eventId: 'e1' }, work)).toEqual({ duplicate: true });
    expect(await dedupe.run({ id: 'e2' }, work)).toEqual({ duplicate: false, value: 2 });
    expect(await dedupe.run('e2', work)).toEqual({ duplicate: true });
  });

  it('forgets an event whose work failed, so the retry does it', async () => {
    const dedupe = createDeduplicator();
    await expect(dedupe.run('e1', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await dedupe.run('e1', () => 'done')).toEqual({ duplicate: false, value: 'done' });
  });

  it('never answers a delivery as a duplicate while the work of another is still running, so a failure there loses nothing', async () => {
    const dedupe = createDeduplicator();
    const slow = pending();
    const first = dedupe.run('e1', () => slow.promise);
    // The service's retry arrives past its 10 s deadline, while the slow handler still runs.
    await expect(dedupe.run('e1', () => 'twice')).rejects.toBeInstanceOf(DeliveryInProgressError);
    slow.reject(new Error('db down'));
    await expect(first).rejects.toThrow('db down');
    // The next retry does the work: the event was not lost.
    expect(await dedupe.run('e1', () => 'retried')).toEqual({ duplicate: false, value: 'retried' });
    expect(await dedupe.run('e1', () => 'again')).toEqual({ duplicate: true });
  });

  it('claims concurrent deliveries of one event once', async () => {
    const dedupe = createDeduplicator();
    const claims = await Promise.all([dedupe.claim('e1'), dedupe.claim('e1'), dedupe.claim('e1')]);
    expect(claims).toEqual(['claimed', 'processing', 'processing']);
    await dedupe.commit('e1');
    expect(await dedupe.claim('e1')).toBe('done');
  });

  it("frees a crashed worker's claim once its lease runs out, and never frees another owner's claim", async () => {
    let now = 0;
    const store = createMemoryDeduplicationStore({ now: () => now });
    const crashed = createDeduplicator({ store, leaseMs: 1_000 });
    const other = createDeduplicator({ store, leaseMs: 1_000 });
    expect(await crashed.claim('e1')).toBe('claimed');
    now = 999;
    expect(await other.claim('e1')).toBe('processing');
    now = 1_000;
    expect(await other.claim('e1')).toBe('claimed');
    // The first worker wakes up and fails: the claim it releases is no longer its own.
    await crashed.release('e1');
    expect(await createDeduplicator({ store }).claim('e1')).toBe('processing');
  });

  it('remembers done ids for ttlMs on the store clock, and drops expired ones', async () => {
    let now = 0;
    const store = createMemoryDeduplicationStore({ now: () => now });
    const dedupe = createDeduplicator({ ttlMs: 1_000, store });
    await dedupe.run('e1', () => undefined);
    now = 999;
    expect(await dedupe.claim('e1')).toBe('done');
    now = 1_000;
    expect(await dedupe.claim('e2')).toBe('claimed');
    expect(store.size).toBe(1);
    expect(await dedupe.claim('e1')).toBe('claimed');
  });

  it('uses a pluggable async store, claim then commit or release', async () => {
    const calls: string[] = [];
    const keys = new Map<string, ClaimState>();
    const dedupe = createDeduplicator({
      ttlMs: 5,
      leaseMs: 3,
      store: {
        claim: async (key, leaseMs) => {
          calls.push(`claim ${key} ${leaseMs}`);
          const state = keys.get(key);
          if (state) return state === 'done' ? 'done' : 'processing';
          keys.set(key, 'processing');
          return 'claimed';
        },
        commit: async (key, ttlMs) => {
          calls.push(`commit ${key} ${ttlMs}`);
          keys.set(key, 'done');
        },
        release: async (key) => {
          calls.push(`release ${key}`);
          keys.delete(key);
        },
      },
    });
    await dedupe.run('e1', () => 1);
    await expect(dedupe.run('e2', () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(calls).toEqual(['claim e1 3', 'commit e1 5', 'claim e2 3', 'release e2']);
    expect(() => createDeduplicator({ ttlMs: 0 })).toThrow(RangeError);
    expect(() => createDeduplicator({ leaseMs: -1 })).toThrow(/leaseMs/);
  });

  it("rethrows the work's error when the store cannot release the claim (its lease frees it later)", async () => {
    let now = 0;
    const memory = createMemoryDeduplicationStore({ now: () => now });
    const dedupe = createDeduplicator({
      leaseMs: 1_000,
      store: {
        ...memory,
        claim: (...args) => memory.claim(...args),
        commit: (...args) => memory.commit(...args),
        release: () => Promise.reject(new Error('connection lost')),
      },
    });
    await expect(dedupe.run('e1', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down');
    expect(await dedupe.claim('e1')).toBe('processing');
    now = 1_000;
    expect(await dedupe.run('e1', () => 'retried')).toEqual({ duplicate: false, value: 'retried' });
  });
});
