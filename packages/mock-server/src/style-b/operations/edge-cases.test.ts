import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { onboardedAccount, styleBClient } from '../../../test/support/style-b-journey';
import { call, styleBToken, testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';

let mock: Mock;
afterEach(() => mock?.close());

describe('style B edge cases', () => {
  it('creates one budget for one Idempotency-Key under 20 concurrent requests', async () => {
    mock = testMock();
    const b = styleBClient(mock, await styleBToken(mock));
    const { accountId } = await onboardedAccount(mock, b, 'ann@example.com');
    const headers = { 'Idempotency-Key': randomUUID() };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => b.send('POST', '/v1/budgets', { accountId, name: 'Once' }, headers)),
    );
    const created = results.filter((r) => r.body.code === '000000');
    const ids = new Set(created.map((r) => (r.body.data as { budgetId: string }).budgetId));
    expect(ids.size).toBe(1);
    for (const r of results) expect(['000000', '40901']).toContain(r.body.code);
    const budgets = [...mock.ctx.storage.collection<{ accountId: string }>('b.budgets').values()].filter(
      (x) => x.accountId === accountId,
    );
    expect(budgets).toHaveLength(1);
  });

  it('answers 030002 when the wallets of a transfer differ in currency', async () => {
    mock = testMock();
    const b = styleBClient(mock, await styleBToken(mock));
    const one = await onboardedAccount(mock, b, 'one@example.com');
    const two = await onboardedAccount(mock, b, 'two@example.com');
    const res = await b.send(
      'POST',
      '/v1/business/transfer/external',
      {
        clientTransactionId: 'fx-1',
        amount: '10.00',
        from: { accountId: one.accountId, id: one.walletId, currency: 'USD' },
        to: { accountId: two.accountId, id: two.walletId, currency: 'EUR' },
      },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(res.body).toMatchObject({ code: '030002' });
  });

  it.each([
    [500, '50000'],
    [503, '50301'],
  ] as const)(
    'answers an injected %i with %s, and a retry with the same key then runs once',
    async (status, code) => {
      mock = testMock();
      const b = styleBClient(mock, await styleBToken(mock));
      const { accountId } = await onboardedAccount(mock, b, 'ann@example.com');
      await call(mock, 'POST', '/_mock/faults', {
        match: { style: 'b', path: '/v1/budgets', method: 'POST' },
        count: 1,
        effect: { type: 'status', status },
      });
      const headers = { 'Idempotency-Key': randomUUID() };
      const failed = await b.send('POST', '/v1/budgets', { accountId, name: 'Retry' }, headers);
      expect(failed).toMatchObject({ status, body: { code } });
      const retried = await b.send('POST', '/v1/budgets', { accountId, name: 'Retry' }, headers);
      expect(retried.body).toMatchObject({ code: '000000' });
      const replayed = await b.send('POST', '/v1/budgets', { accountId, name: 'Retry' }, headers);
      expect(replayed.body).toEqual(retried.body);
    },
  );

  it('refuses an Idempotency-Key that is not a UUID', async () => {
    mock = testMock();
    const b = styleBClient(mock, await styleBToken(mock));
    const { accountId } = await onboardedAccount(mock, b, 'ann@example.com');
    const res = await b.send('POST', '/v1/budgets', { accountId, name: 'x' }, { 'Idempotency-Key': 'abc' });
    expect(res).toMatchObject({ status: 400, body: { code: '40001' } });
    expect(res.body.message).toContain('Idempotency-Key');
  });

  it('keeps secrets out of the state read', async () => {
    mock = testMock();
    const b = styleBClient(mock, await styleBToken(mock));
    await onboardedAccount(mock, b, 'ann@example.com');
    const state = JSON.stringify((await call(mock, 'GET', '/_mock/state')).body);
    expect(state).not.toContain(mock.seeded.styleB.clientSecret);
    expect(state).not.toContain(mock.seeded.styleB.webhookSecret);
  });
});
