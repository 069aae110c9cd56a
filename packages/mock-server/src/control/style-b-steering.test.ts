import { afterEach, describe, expect, it } from 'vitest';
import { onboardedAccount, styleBClient } from '../../test/support/style-b-journey';
import { call, styleBToken, testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';

let mock: Mock;
afterEach(() => mock?.close());

describe('control API: Style B steering', () => {
  it('forces a pending KYC decision now, and refuses when nothing is pending', async () => {
    mock = testMock();
    const b = styleBClient(mock, await styleBToken(mock));
    const registered = await b.send('POST', '/v1/accounts/register', {
      name: 'Ann Lee',
      email: 'ann@example.com',
      parentAccountId: mock.seeded.styleB.parentAccountId,
    });
    const { accountId } = registered.body.data as { accountId: string };
    expect(
      (await call(mock, 'POST', `/_mock/style-b/accounts/${accountId}/kyc-decision`, { status: 'APPROVED' }))
        .status,
    ).toBe(409);
    await b.send('POST', `/v1/accounts/${accountId}/kyc`, {
      sourceType: 'veritas',
      veritasShareToken: 'tok',
    });
    const forced = await call(mock, 'POST', `/_mock/style-b/accounts/${accountId}/kyc-decision`, {
      status: 'REJECTED',
      reason: 'document unreadable',
    });
    expect(forced.body).toMatchObject({ data: { accountId, kyc: { status: 'REJECTED' } } });
    // The scheduled decision later finds the case decided and changes nothing.
    mock.clock.advance(10_000);
    expect((await b.get(`/v1/accounts/cdd/detail/${accountId}`)).body).toMatchObject({
      data: { kyc: { status: 'REJECTED' } },
    });
  });

  it('credits a wallet and refuses an unknown one or a bad amount', async () => {
    mock = testMock();
    const b = styleBClient(mock, await styleBToken(mock));
    const { walletId } = await onboardedAccount(mock, b, 'rich@example.com');
    const credited = await call(mock, 'POST', `/_mock/style-b/wallets/${walletId}/credit`, {
      amount: '500.25',
    });
    expect(credited.body).toMatchObject({ data: { walletId, balance: { available: '10500.25' } } });
    expect((await call(mock, 'POST', '/_mock/style-b/wallets/nope/credit', { amount: '1.00' })).status).toBe(
      404,
    );
    const bad = await call(mock, 'POST', `/_mock/style-b/wallets/${walletId}/credit`, { amount: '1.001' });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
  });

  it('records a KYB decision', async () => {
    mock = testMock();
    const b = styleBClient(mock, await styleBToken(mock));
    const { accountId } = await onboardedAccount(mock, b, 'biz@example.com');
    const kyb = await call(mock, 'POST', `/_mock/style-b/accounts/${accountId}/kyb-decision`, {
      status: 'APPROVED',
    });
    expect(kyb.body).toMatchObject({ data: { accountId, status: 'APPROVED' } });
  });

  it('decides a cardholder only APPROVED or REJECTED, naming the field', async () => {
    mock = testMock();
    const res = await call(mock, 'POST', '/_mock/style-b/cardholders/ch_any/decision', { status: 'DONE' });
    expect(res).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_REQUEST', message: expect.stringContaining('status') } },
    });
  });
});
