import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';
import { afterAll, describe, expect, it } from 'vitest';
import { openFile, readContent, readRows } from './sandbox-file';
import { createSqliteStorage } from './sqlite-storage';

const dir = mkdtempSync(join(tmpdir(), 'sandbox-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A connection whose statements look like those of a Node without `setReturnArrays` (before 22.16). */
function withoutReturnArrays(db: DatabaseSync): DatabaseSync {
  return new Proxy(db, {
    get(target, key) {
      if (key !== 'prepare') return Reflect.get(target, key, target);
      return (sql: string) =>
        new Proxy(target.prepare(sql), {
          get: (statement: StatementSync, name) =>
            name === 'setReturnArrays' ? undefined : Reflect.get(statement, name, statement).bind(statement),
        });
    },
  });
}

describe('reading a sandbox file back', () => {
  it('reads the same records, rows and meta whether node:sqlite returns rows as arrays or as objects', () => {
    const path = join(dir, 'both.sqlite');
    const storage = createSqliteStorage(path);
    const cards = storage.collection<{ n: number; tags?: string[] }>('cards');
    for (let n = 0; n < 50; n += 1)
      cards.put(`card_${n}`, { n, ...(n % 3 === 0 ? { tags: ['a', `t${n}`] } : {}) });
    cards.delete('card_7');
    cards.put('card_3', { n: 300 }); // written again: keeps its row
    storage.collection<{ v: string }>('other').put('x', { v: 'y' });
    storage.meta.set('clock', { offsetMs: 5 });
    storage.close();

    const db = new DatabaseSync(path);
    try {
      const arrays = readContent(db);
      const objects = readContent(withoutReturnArrays(db));
      expect(arrays.records.get('cards')?.size).toBe(49);
      expect(arrays.records.get('cards')?.get('card_3')).toEqual({ n: 300 });
      expect(arrays.meta.get('clock')).toEqual({ offsetMs: 5 });
      expect(arrays.lastSeq).toBeGreaterThanOrEqual(50);
      expect(objects).toEqual(arrays);
      // In row order, as written.
      expect([...(arrays.records.get('cards')?.keys() ?? [])].slice(0, 3)).toEqual([
        'card_0',
        'card_1',
        'card_2',
      ]);
      expect(readRows(db)).toEqual({ rows: arrays.rows, lastSeq: arrays.lastSeq });
      expect(readRows(withoutReturnArrays(db))).toEqual({ rows: arrays.rows, lastSeq: arrays.lastSeq });
    } finally {
      db.close();
    }
  });
});

describe('opening a file that is no sandbox', () => {
  it('refuses a 0-byte file and leaves it empty, never seeding over it', () => {
    const path = join(dir, 'empty.sqlite');
    writeFileSync(path, '');
    expect(() => openFile(path)).toThrow(/is empty \(0 bytes\)/);
    expect(readFileSync(path).byteLength).toBe(0);
  });

  it("refuses another program's SQLite file after reading it only: not one byte changes", () => {
    const path = join(dir, 'foreign.sqlite');
    const db = new DatabaseSync(path);
    db.exec(
      "CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT); INSERT INTO users (name) VALUES ('ann');",
    );
    db.close();
    const before = readFileSync(path);
    expect(() => openFile(path)).toThrow(/is a SQLite file of another program/);
    expect(readFileSync(path).equals(before)).toBe(true);
  });
});
