import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage';

interface Card {
  id: string;
  label: string;
}

describe('createMemoryStorage', () => {
  it('keeps records per collection, in insertion order', () => {
    const storage = createMemoryStorage();
    const cards = storage.collection<Card>('cards');
    cards.put('b', { id: 'b', label: 'B' });
    cards.put('a', { id: 'a', label: 'A' });
    storage.collection<Card>('other').put('a', { id: 'a', label: 'other' });
    expect([...cards.values()].map((c) => c.id)).toEqual(['b', 'a']);
    expect(cards.get('a')?.label).toBe('A');
    expect(cards.size).toBe(2);
    expect(cards.delete('a')).toBe(true);
    expect(cards.get('a')).toBeUndefined();
  });

  it('restores a snapshot that later changes do not reach', () => {
    const storage = createMemoryStorage();
    const cards = storage.collection<Card>('cards');
    cards.put('a', { id: 'a', label: 'before' });
    const seed = storage.snapshot();
    const live = cards.get('a');
    if (live) live.label = 'mutated';
    cards.put('b', { id: 'b', label: 'new' });
    storage.restore(seed);
    expect(cards.get('a')?.label).toBe('before');
    expect(cards.get('b')).toBeUndefined();
    // Restoring twice from one snapshot still gives the original: restore copies.
    const restored = cards.get('a');
    if (restored) restored.label = 'again';
    storage.restore(seed);
    expect(cards.get('a')?.label).toBe('before');
  });

  it('drops collections the snapshot did not have', () => {
    const storage = createMemoryStorage();
    const seed = storage.snapshot();
    storage.collection<Card>('late').put('x', { id: 'x', label: 'x' });
    storage.restore(seed);
    expect(storage.collection<Card>('late').size).toBe(0);
  });

  it('keeps meta values outside snapshots, and tells a persistent store of every write', () => {
    const writes: string[] = [];
    let restores = 0;
    const storage = createMemoryStorage({
      initial: new Map([['cards', new Map([['a', { id: 'a', label: 'loaded' }]])]]),
      initialMeta: { opened: 1 },
      onWrite: (name, id) => writes.push(`${name}/${id}`),
      onRestore: () => {
        restores += 1;
      },
      onMeta: (key) => writes.push(`meta:${key}`),
    });
    const cards = storage.collection<Card>('cards');
    expect(cards.get('a')?.label).toBe('loaded');
    const seed = storage.snapshot();
    cards.put('b', { id: 'b', label: 'B' });
    cards.delete('a');
    cards.delete('missing');
    storage.meta.set('clock', { offsetMs: 5 });
    storage.restore(seed);
    expect(writes).toEqual(['cards/b', 'cards/a', 'meta:clock']);
    expect(restores).toBe(1);
    expect(storage.meta.get('clock')).toEqual({ offsetMs: 5 });
    expect(storage.meta.get('opened')).toBe(1);
    expect(cards.get('a')?.label).toBe('loaded');
  });
});
