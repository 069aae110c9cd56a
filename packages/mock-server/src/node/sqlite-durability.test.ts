import { randomUUID } from 'node:crypto';
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { T0 } from '../../test/support/test-mock';
import { openWatched } from '../../test/support/watched-sqlite';
import { createMock, type Mock } from '../app/create-mock';
import { createClock } from '../domain';
import { type JourneyTarget, styleAApplicant, styleAToken, styleBAccount } from '../testing';
import { createSqliteStorage, type SqliteStorage } from './sqlite-storage';

const dir = mkdtempSync(join(tmpdir(), 'sqlite-durability-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let opened: Array<{ mock: Mock; storage: SqliteStorage }> = [];
afterEach(() => {
  for (const { mock, storage } of opened) {
    mock.close();
    storage.close();
  }
  opened = [];
});

function open(path: string) {
  const { storage, db, warnings } = openWatched(path);
  const mock = createMock({ storage, clock: createClock({ frozenAt: T0 }) });
  opened.push({ mock, storage });
  const target: JourneyTarget = { fetch: (url, init) => mock.fetch(url, init), config: mock.config() };
  const send = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) => {
    const response = await mock.fetch(url, {
      method,
      headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };
  return { mock, storage, target, send, warnings, db: () => db };
}

/** What a `kill -9` right now would leave: a copy of the file and its WAL, opened by another connection. */
function fileAfterCrash(path: string): DatabaseSync {
  const copy = join(dir, `crash-${randomUUID()}.sqlite`);
  copyFileSync(path, copy);
  if (existsSync(`${path}-wal`)) copyFileSync(`${path}-wal`, `${copy}-wal`);
  return new (process.getBuiltinModule('node:sqlite').DatabaseSync)(copy);
}

const recordIn = (db: DatabaseSync, id: string) =>
  db.prepare('SELECT data FROM records WHERE id = ?').get(id) as { data: string } | undefined;

describe('a mock on a SQLite file', () => {
  it('answers a write only once it is committed: the file holds it the moment the answer is in hand', async () => {
    const path = join(dir, 'acknowledged.sqlite');
    const { target, send } = open(path);
    const { token, accountId } = await styleBAccount(target);
    const base = target.config.styleB.baseUrl;
    const created = await send(
      'POST',
      `${base}/v1/budgets`,
      { accountId, name: 'Kept' },
      { 'x-access-token': token, 'Idempotency-Key': randomUUID() },
    );
    const { budgetId } = created.body.data as { budgetId: string };
    const afterBudget = fileAfterCrash(path);
    expect(recordIn(afterBudget, budgetId)).toBeDefined();
    afterBudget.close();

    const styleA = await styleAToken(target);
    const applicant = await send(
      'POST',
      `${target.config.styleA.baseUrl}/v1/applicants`,
      { type: 'INDIVIDUAL', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
      { authorization: `Bearer ${styleA}` },
    );
    expect(applicant.status).toBe(201);
    const afterApplicant = fileAfterCrash(path);
    expect(recordIn(afterApplicant, (applicant.body.data as { id: string }).id)).toBeDefined();
    afterApplicant.close();
  });

  it('answers 503 in each face envelope when the commit fails, goes back to what the file holds, and warns once', async () => {
    const path = join(dir, 'failing.sqlite');
    const { target, send, warnings, db } = open(path);
    const { token, accountId } = await styleBAccount(target);
    const applicant = await styleAApplicant(target);
    const base = target.config.styleB.baseUrl;
    const b = { 'x-access-token': token };
    const created = await send(
      'POST',
      `${base}/v1/budgets`,
      { accountId, name: 'Kept' },
      {
        ...b,
        'Idempotency-Key': randomUUID(),
      },
    );
    const { budgetId } = created.body.data as { budgetId: string };
    const funded = { accountId, clientTransactionId: 'in-1', amount: '100.00' };
    expect((await send('POST', `${base}/v1/budgets/${budgetId}/transfer-in`, funded, b)).status).toBe(200);
    const clockBefore = (await send('GET', `${target.config.controlUrl}/clock`)).body;

    // The disk refuses every write from now on (an I/O error as SQLite reports it).
    db().exec('PRAGMA query_only = ON');
    const transfer = { accountId, clientTransactionId: 'in-2', amount: '50.00' };
    const styleB = await send('POST', `${base}/v1/budgets/${budgetId}/transfer-in`, transfer, b);
    expect(styleB).toMatchObject({ status: 503, body: { code: '50301' } });
    const styleA = await send(
      'POST',
      `${target.config.styleA.baseUrl}/v1/applicants`,
      { type: 'INDIVIDUAL', first_name: 'Bo', last_name: 'Ek', email: 'bo@example.com' },
      { authorization: `Bearer ${applicant.token}` },
    );
    expect(styleA).toMatchObject({ status: 503, body: { error: { code: 'INTERNAL_ERROR' } } });
    const control = await send('POST', `${target.config.controlUrl}/clock/advance`, { ms: 60_000 });
    expect(control).toMatchObject({ status: 503, body: { error: { code: 'INTERNAL_ERROR' } } });
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(path);
    expect(warnings[0]).toMatch(/readonly/);

    // Reads go on, and show what the file holds: the balance and the clock before the failed writes.
    const budget = await send('GET', `${base}/v1/budgets/${budgetId}?accountId=${accountId}`, undefined, b);
    expect(budget).toMatchObject({ status: 200, body: { data: { balance: { available: '100.00' } } } });
    expect((await send('GET', `${target.config.controlUrl}/clock`)).body).toEqual(clockBefore);

    // The disk is back: the same transfer goes through once.
    db().exec('PRAGMA query_only = OFF');
    expect((await send('POST', `${base}/v1/budgets/${budgetId}/transfer-in`, transfer, b)).status).toBe(200);
    const after = await send('GET', `${base}/v1/budgets/${budgetId}?accountId=${accountId}`, undefined, b);
    expect(after.body).toMatchObject({ data: { balance: { available: '150.00' } } });
    expect(warnings).toHaveLength(1);
  });

  it('never makes a response wait for the request log', async () => {
    const path = join(dir, 'reads.sqlite');
    const { storage, send, target } = open(path);
    await send('GET', `${target.config.controlUrl}/clock`);
    await new Promise((resolve) => setImmediate(resolve));
    const read = send('GET', `${target.config.styleB.baseUrl}/v1/oauth/authorize?clientId=nobody`);
    expect((await read).status).toBe(401);
    // The call was logged (a best-effort write, not yet committed), and yet nothing is waited for.
    expect(storage.collection('mock.requests').size).toBe(1);
    expect(storage.settled()).toBeUndefined();
  });

  it('refuses a store whose records lost their sandbox description, rather than seeding a second program', () => {
    const path = join(dir, 'emptied-meta.sqlite');
    const { mock, storage } = open(path);
    mock.close();
    storage.close();
    opened = [];
    const db = new (process.getBuiltinModule('node:sqlite').DatabaseSync)(path);
    db.exec('DELETE FROM meta');
    db.close();
    const reopened = createSqliteStorage(path);
    expect(() => createMock({ storage: reopened })).toThrow(/holds records but not the description/);
    reopened.close();
  });
});
