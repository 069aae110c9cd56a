import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openWatched } from '../../test/support/watched-sqlite';
import { afterCommit } from './after-commit';
import { addressOf } from './request-address';

const call = (path: string) =>
  [new Request(`http://127.0.0.1:4010${path}`, { method: 'POST' }), addressOf(path)] as const;

const dir = mkdtempSync(join(tmpdir(), 'after-commit-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

const store = (name: string) => openWatched(join(dir, name));

describe('afterCommit', () => {
  it('answers a write once its commit is done, and in the face envelope with 503 when it failed', async () => {
    const { storage, db } = store('waits.sqlite');
    const notes = storage.collection<{ text: string }>('notes');
    const serve = afterCommit(storage, async () => {
      notes.put('n1', { text: 'kept' });
      return Response.json({ data: { id: 'n1' } });
    });
    const ok = await serve(...call('/style-b/v1/notes'));
    expect(ok.status).toBe(200);
    db.exec('PRAGMA query_only = ON');
    const refused = await serve(...call('/style-b/v1/notes'));
    expect(refused.status).toBe(503);
    expect(await refused.json()).toMatchObject({ code: '50301' });
    storage.close();
  });

  it('answers 503 when a commit failed while the request was in flight, even with nothing pending at its end', async () => {
    const { storage, db } = store('spans.sqlite');
    const notes = storage.collection<{ text: string }>('notes');
    // A handler that writes, then awaits across turns (a clock walk, a webhook replay) before it answers:
    // the commit of its write fails on the way and the store goes back on it.
    const serve = afterCommit(storage, async () => {
      notes.put('n2', { text: 'lost' });
      await nextTurn();
      await nextTurn();
      return Response.json({ error: null }, { status: 200 });
    });
    db.exec('PRAGMA query_only = ON');
    const answer = await serve(...call('/_mock/clock/advance'));
    expect(notes.get('n2')).toBeUndefined();
    expect(answer.status).toBe(503);
    expect(await answer.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
    db.exec('PRAGMA query_only = OFF');
    storage.close();
  });
});
