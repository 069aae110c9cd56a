import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { onboardedAccount, styleBClient } from '../../../test/support/style-b-journey';
import { styleBToken, testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';

let mock: Mock;
afterEach(() => mock?.close());

async function setup() {
  mock = testMock();
  return styleBClient(mock, await styleBToken(mock));
}

describe('style B accounts over HTTP', () => {
  it('registers, looks up, passes KYC after the delay, and initializes with the opening balance', async () => {
    const b = await setup();
    const { parentAccountId } = mock.seeded.styleB;
    const registered = await b.send('POST', '/v1/accounts/register', {
      name: 'Ann Lee',
      email: 'ann@example.com',
      parentAccountId,
    });
    expect(registered).toMatchObject({
      status: 200,
      body: { code: '000000', data: { email: 'ann@example.com' } },
    });
    const { accountId, userId } = registered.body.data as { accountId: string; userId: string };
    expect(accountId).toMatch(/^[0-9a-f-]{36}$/);
    expect(typeof userId).toBe('string');

    const found = await b.get('/v1/accounts?email=ann@example.com');
    expect((found.body.data as { list: unknown[] }).list).toHaveLength(1);

    const kyc = await b.send('POST', `/v1/accounts/${accountId}/kyc`, {
      sourceType: 'veritas',
      veritasShareToken: 'share-1',
    });
    expect(kyc.body).toMatchObject({ code: '000000', data: { accountId, kyc: { status: 'PENDING' } } });
    expect((await b.send('POST', `/v1/accounts/${accountId}/init`, {})).body).toMatchObject({
      code: '040004',
    });

    mock.clock.advance(1_999);
    expect((await b.get(`/v1/accounts/cdd/detail/${accountId}`)).body).toMatchObject({
      data: { kyc: { status: 'PENDING' } },
    });
    mock.clock.advance(1);
    expect((await b.get(`/v1/accounts/cdd/detail/${accountId}`)).body).toMatchObject({
      data: { kyc: { status: 'APPROVED' } },
    });

    const init = await b.send('POST', `/v1/accounts/${accountId}/init`, {});
    expect(init.body).toMatchObject({ code: '000000', data: { accountId, initialized: true } });
    const again = await b.send('POST', `/v1/accounts/${accountId}/init`, {});
    expect(again.body).toEqual(init.body);

    const wallets = await b.get(`/v1/cards/wallets?accountId=${accountId}`);
    expect(wallets.body).toMatchObject({
      data: {
        list: [{ objectType: 0, currency: 'USD', balance: { available: '10000.00', total: '10000.00' } }],
      },
    });
  });

  it('gives each documented error its code', async () => {
    const b = await setup();
    const { parentAccountId } = mock.seeded.styleB;
    const body = { name: 'Ann Lee', email: 'dup@example.com', parentAccountId };
    await b.send('POST', '/v1/accounts/register', body);
    expect((await b.send('POST', '/v1/accounts/register', body)).body).toMatchObject({ code: '40901' });
    const missing = await b.send('POST', '/v1/accounts/register', { name: 'X', parentAccountId });
    expect(missing).toMatchObject({ status: 400, body: { code: '40001' } });
    expect(missing.body.message).toContain('email');
    expect(
      (
        await b.send('POST', '/v1/accounts/register', {
          ...body,
          email: 'x@example.com',
          parentAccountId: randomUUID(),
        })
      ).body,
    ).toMatchObject({
      code: '40404',
    });
    const { accountId } = await onboardedAccount(mock, b, 'kyc@example.com');
    expect(
      (
        await b.send('POST', `/v1/accounts/${accountId}/kyc`, {
          sourceType: 'veritas',
          veritasShareToken: 'again',
        })
      ).body,
    ).toMatchObject({
      code: '040003',
    });
    const other = (await b.send('POST', '/v1/accounts/register', { ...body, email: 'other@example.com' }))
      .body.data as { accountId: string };
    expect(
      (
        await b.send('POST', `/v1/accounts/${other.accountId}/kyc`, {
          sourceType: 'acme',
          veritasShareToken: 't',
        })
      ).body,
    ).toMatchObject({
      code: '040001',
    });
    expect(
      (
        await b.send('POST', `/v1/accounts/${other.accountId}/kyc`, {
          sourceType: 'veritas',
          veritasShareToken: 'expired-1',
        })
      ).body,
    ).toMatchObject({
      code: '040002',
    });
    expect((await b.get('/v1/accounts/cdd/detail/6f1c2a52-3d43-4b0e-9a7f-2f6f1f0a9d11')).body).toMatchObject({
      code: '40404',
    });
  });

  it('hides a sandbox account from production credentials', async () => {
    const b = await setup();
    const { accountId } = await onboardedAccount(mock, b, 'env@example.com');
    const production = styleBClient(mock, await styleBToken(mock, 'production'), '/style-b-production');
    expect((await production.get(`/v1/accounts/cdd/detail/${accountId}`)).body).toMatchObject({
      code: '40404',
    });
  });

  it('moves money wallet to wallet once per Idempotency-Key', async () => {
    const b = await setup();
    const a1 = await onboardedAccount(mock, b, 'one@example.com');
    const a2 = await onboardedAccount(mock, b, 'two@example.com');
    const body = {
      clientTransactionId: 'ctx-1',
      amount: '25.50',
      from: { accountId: a1.accountId, id: a1.walletId, currency: 'USD' },
      to: { accountId: a2.accountId, id: a2.walletId, currency: 'USD' },
    };
    const missingKey = await b.send('POST', '/v1/business/transfer/external', body);
    expect(missingKey).toMatchObject({ status: 400, body: { code: '40001' } });
    expect(missingKey.body.message).toContain('Idempotency-Key');

    const key = randomUUID();
    const first = await b.send('POST', '/v1/business/transfer/external', body, { 'Idempotency-Key': key });
    expect(first.body).toMatchObject({ code: '000000', data: { transfer: { amount: '25.50' } } });
    const replay = await b.send('POST', '/v1/business/transfer/external', body, { 'Idempotency-Key': key });
    expect(replay.body).toEqual(first.body);
    expect(replay.headers.get('request-id')).toBe(first.headers.get('request-id'));
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    const changed = await b.send(
      'POST',
      '/v1/business/transfer/external',
      { ...body, amount: '1.00' },
      { 'Idempotency-Key': key },
    );
    expect(changed.body).toMatchObject({ code: '40003' });

    const balances = await b.get(`/v1/cards/wallets?accountId=${a2.accountId}`);
    expect(balances.body).toMatchObject({ data: { list: [{ balance: { available: '10025.50' } }] } });
    const tooMuch = await b.send(
      'POST',
      '/v1/business/transfer/external',
      { ...body, clientTransactionId: 'ctx-2', amount: '999999.00' },
      { 'Idempotency-Key': randomUUID() },
    );
    expect(tooMuch.body).toMatchObject({ code: '030001' });
    // The range is checked at the edge (G-6, G-84): 0 and above 1,000,000.00 are 40002 naming amount.
    for (const amount of ['0.00', '1000000.01']) {
      const outOfRange = await b.send(
        'POST',
        '/v1/business/transfer/external',
        { ...body, clientTransactionId: `range-${amount}`, amount },
        { 'Idempotency-Key': randomUUID() },
      );
      expect(outOfRange.body, amount).toMatchObject({
        code: '40002',
        message: expect.stringContaining('amount'),
      });
    }
  });

  it('refuses a parentAccountId of another partner with 40399', async () => {
    const b = await setup();
    const { createPartner } = await import('../../domain/partners');
    const other = createPartner(mock.ctx, { name: 'Other' }).partner;
    const res = await b.send('POST', '/v1/accounts/register', {
      name: 'Ann',
      email: 'a@example.com',
      parentAccountId: other.parentAccountId,
    });
    expect(res).toMatchObject({ status: 403, body: { code: '40399' } });
  });
});
