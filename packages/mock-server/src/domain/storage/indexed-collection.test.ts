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
            // Keyset pages: past each record of the key (and from the start), either way, one at a time.
            for (const newestFirst of [false, true]) {
              const order = newestFirst ? [...expected].reverse() : expected;
              for (let at = -1; at < order.length; at += 1) {
                const afterId = at < 0 ? undefined : order[at]?.id;
                const rest = order.slice(at + 1);
                expect(cards.pageAfter('byOwner', owner, afterId, { limit: 2, newestFirst })).toEqual({
                  items: rest.slice(0, 2),
                  hasMore: rest.length > 2,
                  total: expected.length,
                });
              }
            }
            const elsewhere = all.find((c) => c.owner !== owner);
            if (elsewhere)
              expect(cards.pageAfter('byOwner', owner, elsewhere.id, { limit: 2 })).toBeUndefined();
            expect(cards.pageAfter('byOwner', owner, 'c9', { limit: 2 })).toBeUndefined();
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

  it('pages several keys merged in insertion order, and filters on what no index holds', () => {
    const cards = createMemoryStorage().collection(CARDS);
    const owners = ['o1', 'o2', 'o1', 'o3', 'o2', 'o1', 'o2'];
    owners.forEach((owner, i) => {
      cards.put(`c${i}`, { id: `c${i}`, owner, reference: i % 2 === 0 ? `r${i}` : null });
    });
    const ids = (page: { items: Card[] } | undefined) => page?.items.map((c) => c.id);
    const keys = ['o1', 'o2'];
    const first = cards.pageAfter('byOwner', keys, undefined, { limit: 3, newestFirst: true });
    expect(first).toEqual({ items: expect.any(Array), hasMore: true, total: 6 });
    expect(ids(first)).toEqual(['c6', 'c5', 'c4']);
    expect(ids(cards.pageAfter('byOwner', keys, 'c4', { limit: 3, newestFirst: true }))).toEqual([
      'c2',
      'c1',
      'c0',
    ]);
    expect(cards.pageAfter('byOwner', keys, 'c0', { limit: 3, newestFirst: true })).toMatchObject({
      items: [],
      hasMore: false,
    });
    expect(ids(cards.pageAfter('byOwner', keys, 'c1', { limit: 2 }))).toEqual(['c2', 'c4']);
    expect(cards.pageAfter('byOwner', keys, 'c3', { limit: 2 })).toBeUndefined();
    // A filter: only records with a reference; the cursor must be one of them.
    const where = (card: Card) => card.reference !== null;
    const filtered = cards.pageAfter('byOwner', keys, 'c2', { limit: 1, where });
    expect(filtered).toEqual({ items: [expect.objectContaining({ id: 'c4' })], hasMore: true });
    expect(ids(cards.pageAfter('byOwner', keys, 'c4', { limit: 5, where }))).toEqual(['c6']);
    expect(cards.pageAfter('byOwner', keys, 'c1', { limit: 1, where })).toBeUndefined();
  });

  it('reads a filtered keyset page past many refused records in chunks', () => {
    const cards = createMemoryStorage().collection(CARDS);
    for (let i = 0; i < 500; i += 1) {
      cards.put(`c${i}`, { id: `c${i}`, owner: 'o', reference: i % 150 === 0 ? `r${i}` : null });
    }
    const where = (card: Card) => card.reference !== null;
    const page = cards.pageAfter('byOwner', 'o', 'c0', { limit: 2, where });
    expect(page?.items.map((c) => c.id)).toEqual(['c150', 'c300']);
    expect(page?.hasMore).toBe(true);
    expect(cards.pageAfter('byOwner', 'o', 'c300', { limit: 2, where })?.items.map((c) => c.id)).toEqual([
      'c450',
    ]);
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
