import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { onboardedAccount, styleBClient } from '../../../test/support/style-b-journey';
import { styleBToken, testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';

let mock: Mock;
afterEach(() => mock?.close());

describe('style B budgets over HTTP', () => {
  it('creates a USD budget, moves money in and out, and replays a clientTransactionId', async () => {
    mock = testMock();
    const b = styleBClient(mock, await styleBToken(mock));
    const { accountId } = await onboardedAccount(mock, b, 'ann@example.com');
    const created = await b.send(
      'POST',
      '/v1/budgets',
      { accountId, name: 'Travel' },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(created.body).toMatchObject({
      code: '000000',
      data: { currency: 'USD', balance: { available: '0.00' } },
    });
    const { budgetId } = created.body.data as { budgetId: string };

    const transferIn = { accountId, clientTransactionId: 'in-1', amount: '250.00' };
    const moved = await b.send('POST', `/v1/budgets/${budgetId}/transfer-in`, transferIn);
    expect(moved.body).toMatchObject({ data: { budget: { balance: { available: '250.00' } } } });
    const replay = await b.send('POST', `/v1/budgets/${budgetId}/transfer-in`, transferIn);
    expect(replay.body).toMatchObject({ data: { budget: { balance: { available: '250.00' } } } });
    expect(
      (await b.send('POST', `/v1/budgets/${budgetId}/transfer-in`, { ...transferIn, amount: '1.00' })).body,
    ).toMatchObject({
      code: '40003',
    });
    expect((await b.get(`/v1/cards/wallets?accountId=${accountId}`)).body).toMatchObject({
      data: { list: [{ balance: { available: '9750.00' } }] },
    });

    const out = await b.send('POST', `/v1/budgets/${budgetId}/transfer-out`, {
      accountId,
      clientTransactionId: 'out-1',
      amount: '50.00',
    });
    expect(out.body).toMatchObject({ data: { budget: { balance: { available: '200.00' } } } });
    expect(
      (
        await b.send('POST', `/v1/budgets/${budgetId}/transfer-out`, {
          accountId,
          clientTransactionId: 'out-2',
          amount: '200.01',
        })
      ).body,
    ).toMatchObject({ code: '030001' });
    expect((await b.get(`/v1/budgets/${budgetId}?accountId=${accountId}`)).body).toMatchObject({
      data: { budgetId, balance: { available: '200.00' } },
    });
  });

  it('gives each documented error its code', async () => {
    mock = testMock();
    const b = styleBClient(mock, await styleBToken(mock));
    const { accountId } = await onboardedAccount(mock, b, 'ann@example.com');
    const key = { 'Idempotency-Key': randomUUID() };
    expect(
      (await b.send('POST', '/v1/budgets', { accountId, name: 'EUR', currency: 'EUR' }, key)).body,
    ).toMatchObject({ code: '030004' });
    expect((await b.send('POST', '/v1/budgets', { accountId, name: 'No key' })).body).toMatchObject({
      code: '40001',
    });
    const { budgetId } = (
      await b.send('POST', '/v1/budgets', { accountId, name: 'Ok' }, { 'Idempotency-Key': randomUUID() })
    ).body.data as {
      budgetId: string;
    };
    const bad = await b.send('POST', `/v1/budgets/${budgetId}/transfer-in`, {
      accountId,
      clientTransactionId: 'x',
      amount: '1.234',
    });
    expect(bad).toMatchObject({ status: 400, body: { code: '40001' } });
    expect(bad.body.message).toContain('amount');
    // The range is checked at the edge, in both directions (G-6, G-84).
    for (const [direction, amount] of [
      ['in', '0'],
      ['out', '1000000.01'],
    ] as const) {
      const outOfRange = await b.send('POST', `/v1/budgets/${budgetId}/transfer-${direction}`, {
        accountId,
        clientTransactionId: `range-${direction}`,
        amount,
      });
      expect(outOfRange.body, amount).toMatchObject({
        code: '40002',
        message: expect.stringContaining('amount'),
      });
    }
    expect(
      (
        await b.send('POST', `/v1/budgets/${budgetId}/transfer-in`, {
          accountId,
          clientTransactionId: 'y',
          amount: '20000.00',
        })
      ).body,
    ).toMatchObject({
      code: '030001',
    });
    expect((await b.get(`/v1/budgets/bud_unknown?accountId=${accountId}`)).body).toMatchObject({
      code: '40404',
    });

    const fresh = await b.send('POST', '/v1/accounts/register', {
      name: 'N',
      email: 'n@example.com',
      parentAccountId: mock.seeded.styleB.parentAccountId,
    });
    const freshId = (fresh.body.data as { accountId: string }).accountId;
    expect(
      (
        await b.send(
          'POST',
          '/v1/budgets',
          { accountId: freshId, name: 'Early' },
          { 'Idempotency-Key': randomUUID() },
        )
      ).body,
    ).toMatchObject({
      code: '020003',
    });
  });
});
