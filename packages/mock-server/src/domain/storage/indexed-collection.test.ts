import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './memory-storage';
import { defineCollection, indexKey } from './storage';

interface Card {
  id: string;
  owner: string;
  reference: string | null;
}

const CARDS = defineCollection<Card, 'byOwner', 'byReference'>({
  name: 'cards',
  indexes: { byOwner: (card) => card.owner },
  unique: { byReference: (card) => card.reference ?? undefined },
});

type Op =
  | { kind: 'put'; id: string; owner: string; reference: string | null }
  | { kind: 'delete'; id: string }
  | { kind: 'snapshot' }
  | { kind: 'restore' };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    kind: fc.constant('put' as const),
    id: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5'),
    owner: fc.constantFrom('o1', 'o2', 'o3'),
    reference: fc.option(fc.constantFrom('r1', 'r2', 'r3', 'r4', 'r5', 'r6'), { nil: null }),
  }),
  fc.record({ kind: fc.constant('delete' as const), id: fc.constantFrom('c1', 'c2', 'c3', 'c4', 'c5') }),
  fc.constant({ kind: 'snapshot' as const }),
  fc.constant({ kind: 'restore' as const }),
);

describe('indexed collections', () => {
  it('find, count, page and findUnique agree with a scan after any sequence of writes and restores', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), (ops) => {
        const storage = createMemoryStorage();
        const cards = storage.collection(CARDS);
        let saved = storage.snapshot();
        for (const step of ops) {
          if (step.kind === 'put') {
            const clash = [...cards.values()].find(
              (c) => c.id !== step.id && step.reference !== null && c.reference === step.reference,
            );
            const record = { id: step.id, owner: step.owner, reference: step.reference };
            if (clash) expect(() => cards.put(step.id, record)).toThrow(/unique byReference/);
            else cards.put(step.id, record);
          } else if (step.kind === 'delete') cards.delete(step.id);
          else if (step.kind === 'snapshot') saved = storage.snapshot();
          else storage.restore(saved);

          const all = [...cards.values()];
          for (const owner of ['o1', 'o2', 'o3']) {
            const expected = all.filter((c) => c.owner === owner);
            expect(cards.find('byOwner', owner)).toEqual(expected);
            expect(cards.count('byOwner', owner)).toBe(expected.length);
            const page = cards.page('byOwner', owner, { offset: 1, limit: 2, newestFirst: true });
            expect(page).toEqual({ items: [...expected].reverse().slice(1, 3), total: expected.length });
            const oldest = cards.page('byOwner', owner, { offset: 0, limit: 2 });
            expect(oldest).toEqual({ items: expected.slice(0, 2), total: expected.length });
          }
          for (const reference of ['r1', 'r2', 'r3', 'r4', 'r5', 'r6']) {
            expect(cards.findUnique('byReference', reference)).toEqual(
              all.find((c) => c.reference === reference),
            );
          }
        }
      }),
    );
  });

  it('keeps a record in its place when a write leaves its key unchanged', () => {
    const cards = createMemoryStorage().collection(CARDS);
    cards.put('a', { id: 'a', owner: 'o', reference: null });
    cards.put('b', { id: 'b', owner: 'o', reference: null });
    cards.put('a', { id: 'a', owner: 'o', reference: 'r' });
    expect(cards.find('byOwner', 'o').map((c) => c.id)).toEqual(['a', 'b']);
    expect(cards.findUnique('byReference', 'r')?.id).toBe('a');
  });

  it('joins composite keys without ambiguity', () => {
    expect(indexKey('a', 'b c')).not.toBe(indexKey('a b', 'c'));
  });

  it('files a record under several keys of one index, in the collection order under each', () => {
    interface Move {
      id: string;
      from?: string;
      to?: string;
    }
    const MOVES = defineCollection<Move, 'byAccount'>({
      name: 'moves',
      indexes: { byAccount: (move) => [move.from, move.to].filter((x): x is string => x !== undefined) },
    });
    const moves = createMemoryStorage().collection(MOVES);
    moves.put('m1', { id: 'm1', to: 'a' });
    moves.put('m2', { id: 'm2', from: 'a', to: 'b' });
    moves.put('m3', { id: 'm3', from: 'b' });
    expect(moves.find('byAccount', 'a').map((m) => m.id)).toEqual(['m1', 'm2']);
    expect(moves.find('byAccount', 'b').map((m) => m.id)).toEqual(['m2', 'm3']);
    moves.put('m1', { id: 'm1', from: 'b' });
    expect(moves.find('byAccount', 'a').map((m) => m.id)).toEqual(['m2']);
    expect(
      moves.page('byAccount', 'b', { offset: 0, limit: 5, newestFirst: true }).items.map((m) => m.id),
    ).toEqual(['m3', 'm2', 'm1']);
    moves.delete('m2');
    expect(moves.count('byAccount', 'b')).toBe(2);
    expect(moves.count('byAccount', 'a')).toBe(0);
  });
});
