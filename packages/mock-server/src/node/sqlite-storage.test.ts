import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createMemoryStorage, defineCollection, type Storage } from '../domain/storage';
import { createSqliteStorage } from './sqlite-storage';

interface Card {
  id: string;
  owner: string;
  n: number;
}

const CARDS = defineCollection<Card, 'byOwner'>({
  name: 'cards',
  indexes: { byOwner: (card) => card.owner },
});
const dir = mkdtempSync(join(tmpdir(), 'sqlite-storage-'));
let files = 0;
function file(): string {
  files += 1;
  return join(dir, `nested/sandbox-${files}.sqlite`);
}
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const dump = (storage: Storage) => ({
  cards: [...storage.collection(CARDS).values()],
  o1: storage.collection(CARDS).find('byOwner', 'o1'),
  other: [...storage.collection<{ v: number }>('other').values()],
});

describe('createSqliteStorage', () => {
  it('reads back what was written, in insertion order, with the indexes and meta values', () => {
    const path = file();
    const storage = createSqliteStorage(path);
    const cards = storage.collection(CARDS);
    cards.put('a', { id: 'a', owner: 'o1', n: 1 });
    cards.put('b', { id: 'b', owner: 'o2', n: 2 });
    cards.put('c', { id: 'c', owner: 'o1', n: 3 });
    cards.put('a', { id: 'a', owner: 'o1', n: 4 }); // replaced: keeps its place
    cards.delete('b');
    storage.meta.set('clock', { frozenAt: null, offsetMs: 5 });
    storage.close();

    const reopened = createSqliteStorage(path);
    expect([...reopened.collection(CARDS).values()].map((c) => [c.id, c.n])).toEqual([
      ['a', 4],
      ['c', 3],
    ]);
    expect(
      reopened
        .collection(CARDS)
        .find('byOwner', 'o1')
        .map((c) => c.id),
    ).toEqual(['a', 'c']);
    expect(reopened.meta.get('clock')).toEqual({ frozenAt: null, offsetMs: 5 });
    reopened.close();
  });

  it('writes at the end of each turn of the event loop, and a record deleted then written again goes to the back', async () => {
    const path = file();
    const storage = createSqliteStorage(path);
    const cards = storage.collection(CARDS);
    const written = () => (existsSync(`${path}-wal`) ? statSync(`${path}-wal`).size : 0);
    const before = written();
    cards.put('a', { id: 'a', owner: 'o1', n: 1 });
    cards.put('b', { id: 'b', owner: 'o1', n: 2 });
    expect(written()).toBe(before); // nothing yet: the turn is not over
    await new Promise((resolve) => setImmediate(resolve));
    expect(written()).toBeGreaterThan(before); // in the file, without waiting for close
    cards.delete('a');
    cards.put('a', { id: 'a', owner: 'o1', n: 3 });
    await new Promise((resolve) => setImmediate(resolve));
    storage.close();
    const reopened = createSqliteStorage(path);
    expect([...reopened.collection(CARDS).values()].map((c) => c.id)).toEqual(['b', 'a']);
    reopened.close();
  });

  it('keeps a restore as the whole new content', () => {
    const path = file();
    const storage = createSqliteStorage(path);
    storage.collection(CARDS).put('a', { id: 'a', owner: 'o1', n: 1 });
    const seed = storage.snapshot();
    storage.collection(CARDS).put('b', { id: 'b', owner: 'o1', n: 2 });
    storage.collection<{ v: number }>('other').put('x', { v: 1 });
    storage.restore(seed);
    storage.close();
    const reopened = createSqliteStorage(path);
    expect(dump(reopened)).toEqual({
      cards: [{ id: 'a', owner: 'o1', n: 1 }],
      o1: [{ id: 'a', owner: 'o1', n: 1 }],
      other: [],
    });
    reopened.close();
  });

  it('reopens exactly what an in-memory store holds after any writes, deletes and restores', () => {
    type Op =
      | { kind: 'put'; id: string; owner: string }
      | { kind: 'delete'; id: string }
      | { kind: 'snapshot' }
      | { kind: 'restore' }
      | { kind: 'flush' };
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        kind: fc.constant('put' as const),
        id: fc.constantFrom('a', 'b', 'c', 'd'),
        owner: fc.constantFrom('o1', 'o2'),
      }),
      fc.record({ kind: fc.constant('delete' as const), id: fc.constantFrom('a', 'b', 'c', 'd') }),
      fc.constant({ kind: 'snapshot' as const }),
      fc.constant({ kind: 'restore' as const }),
      fc.constant({ kind: 'flush' as const }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        const path = file();
        const sqlite = createSqliteStorage(path);
        const memory = createMemoryStorage();
        let saved = [sqlite.snapshot(), memory.snapshot()] as const;
        ops.forEach((step, n) => {
          for (const storage of [sqlite, memory]) {
            if (step.kind === 'put')
              storage.collection(CARDS).put(step.id, { id: step.id, owner: step.owner, n });
            if (step.kind === 'delete') storage.collection(CARDS).delete(step.id);
            if (step.kind === 'restore') storage.restore(storage === sqlite ? saved[0] : saved[1]);
          }
          if (step.kind === 'snapshot') saved = [sqlite.snapshot(), memory.snapshot()];
          if (step.kind === 'flush') sqlite.flush();
        });
        sqlite.close();
        const reopened = createSqliteStorage(path);
        expect(dump(reopened)).toEqual(dump(memory));
        reopened.close();
      }),
      { numRuns: 60 },
    );
    // 60 files written and reopened: give a loaded 2-core machine time (never a reason to fail).
  }, 60_000);

  it('is held by one process at a time', () => {
    const path = file();
    const first = createSqliteStorage(path);
    expect(() => createSqliteStorage(path)).toThrow(/in use by another mock/);
    first.close();
    createSqliteStorage(path).close();
  });

  it('refuses a file of another schema version', () => {
    const path = file();
    createSqliteStorage(path).close();
    const { DatabaseSync } = process.getBuiltinModule('node:sqlite');
    const db = new DatabaseSync(path);
    db.exec("UPDATE schema SET value = '99' WHERE key = 'version'");
    db.close();
    expect(() => createSqliteStorage(path)).toThrow(/schema 99/);
  });
});
