import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createOrderedIds } from './ordered-ids';

const step = fc.record({ add: fc.boolean(), n: fc.integer({ min: 0, max: 40 }) });

describe('createOrderedIds', () => {
  it('agrees with an array model on every page, from either end, after any adds and deletes', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 400 }),
        fc.nat(45),
        fc.integer({ min: 1, max: 45 }),
        (steps, offset, limit) => {
          // Ids arrive in any order; each keeps the place its sequence number gives it (n here).
          const ids = createOrderedIds();
          let model: number[] = [];
          for (const { add, n } of steps) {
            if (add) {
              ids.add(`i${n}`, n);
              if (!model.includes(n)) model = [...model, n].sort((x, y) => x - y);
            } else {
              ids.delete(`i${n}`, n);
              model = model.filter((x) => x !== n);
            }
            expect(ids.size).toBe(model.length);
          }
          const named = model.map((n) => `i${n}`);
          expect(ids.all()).toEqual(named);
          expect(ids.slice(offset, limit, false)).toEqual(named.slice(offset, offset + limit));
          expect(ids.slice(offset, limit, true)).toEqual([...named].reverse().slice(offset, offset + limit));
        },
      ),
    );
  });

  it('pages past any sequence number, from either end, and knows what it holds (keyset pages)', () => {
    fc.assert(
      fc.property(
        fc.array(step, { maxLength: 300 }),
        fc.integer({ min: -1, max: 42 }),
        fc.integer({ min: 1, max: 45 }),
        (steps, seq, limit) => {
          const ids = createOrderedIds();
          let model: number[] = [];
          for (const { add, n } of steps) {
            if (add) {
              ids.add(`i${n}`, n);
              if (!model.includes(n)) model = [...model, n].sort((x, y) => x - y);
            } else {
              ids.delete(`i${n}`, n);
              model = model.filter((x) => x !== n);
            }
          }
          const after = model.filter((n) => n > seq).map((n) => `i${n}`);
          const before = model.filter((n) => n < seq).map((n) => `i${n}`);
          expect(ids.sliceAfter(seq, limit, false)).toEqual(after.slice(0, limit));
          expect(ids.sliceAfter(seq, limit, true)).toEqual(before.reverse().slice(0, limit));
          expect(ids.has(`i${seq}`, seq)).toBe(model.includes(seq));
          expect(ids.has(`other`, seq)).toBe(false);
        },
      ),
    );
  });

  it('stays cheap as a window slides: the oldest dropped while new ids arrive', () => {
    const ids = createOrderedIds();
    for (let i = 0; i < 200_000; i += 1) {
      ids.add(`e${i}`, i);
      if (i >= 1_000) ids.delete(`e${i - 1_000}`, i - 1_000);
    }
    expect(ids.size).toBe(1_000);
    expect(ids.slice(0, 2, false)).toEqual(['e199000', 'e199001']);
    expect(ids.slice(0, 1, true)).toEqual(['e199999']);
  });

  it('squeezes out holes left in the middle and keeps the order when ids move back in', () => {
    const ids = createOrderedIds();
    for (let i = 0; i < 1_000; i += 1) ids.add(`m${i}`, i);
    for (let i = 1; i < 1_000; i += 2) ids.delete(`m${i}`, i);
    for (let i = 1; i < 200; i += 2) ids.add(`m${i}`, i);
    const expected = Array.from({ length: 1_000 }, (_, i) => i)
      .filter((i) => i % 2 === 0 || i < 200)
      .map((i) => `m${i}`);
    expect(ids.all()).toEqual(expected);
    expect(ids.slice(95, 10, false)).toEqual(expected.slice(95, 105));
    expect(ids.size).toBe(expected.length);
  });
});
