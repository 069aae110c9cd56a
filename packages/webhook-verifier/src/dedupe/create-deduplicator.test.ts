import { describe, expect, it } from 'vitest';
import { createDeduplicator } from './create-deduplicator';
import { createMemoryDeduplicationStore } from './memory-deduplication-store';

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

  it('claims concurrent deliveries of one event once', async () => {
    const dedupe = createDeduplicator();
    const claims = await Promise.all([dedupe.claim('e1'), dedupe.claim('e1'), dedupe.claim('e1')]);
    expect(claims.filter(Boolean)).toHaveLength(1);
  });

  it('remembers ids for ttlMs on the store clock, and drops expired ones', async () => {
    let now = 0;
    const store = createMemoryDeduplicationStore({ now: () => now });
    const dedupe = createDeduplicator({ ttlMs: 1_000, store });
    expect(await dedupe.claim('e1')).toBe(true);
    now = 999;
    expect(await dedupe.claim('e1')).toBe(false);
    now = 1_000;
    expect(await dedupe.claim('e2')).toBe(true);
    expect(store.size).toBe(1);
    expect(await dedupe.claim('e1')).toBe(true);
  });

  it('uses a pluggable async store', async () => {
    const keys = new Map<string, number>();
    const dedupe = createDeduplicator({
      ttlMs: 5,
      store: {
        add: async (key, ttlMs) => !keys.has(key) && Boolean(keys.set(key, ttlMs)),
        delete: async (key) => void keys.delete(key),
      },
    });
    expect(await dedupe.claim('e1')).toBe(true);
    expect(keys.get('e1')).toBe(5);
    await dedupe.release('e1');
    expect(keys.size).toBe(0);
    expect(() => createDeduplicator({ ttlMs: 0 })).toThrow(RangeError);
  });
});
