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
});
