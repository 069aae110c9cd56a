import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { onboardedAccount, type StyleBTestClient, styleBClient } from '../../../test/support/style-b-journey';
import { styleBToken, testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';
import { styleBCardholderBody } from '../../testing';

let mock: Mock;
afterEach(() => mock?.close());

const binOf = (family: string) => mock.seeded.styleB.bins.find((b) => b.family === family)?.id ?? '';

function cardholderBody(accountId: string, overrides: Record<string, unknown> = {}) {
  const holder = {
    accountId,
    binId: binOf('US'),
    email: 'ann@example.com',
    referenceId: `ref-${randomUUID()}`,
  };
  return styleBCardholderBody(holder, overrides);
}

async function setup(): Promise<{ b: StyleBTestClient; accountId: string }> {
  mock = testMock();
  const b = styleBClient(mock, await styleBToken(mock));
  const { accountId } = await onboardedAccount(mock, b, 'ann@example.com');
  return { b, accountId };
}

const create = (b: StyleBTestClient, body: unknown) =>
  b.send('POST', '/v1/cardholders', body, { 'Idempotency-Key': randomUUID() });

describe('style B cardholders over HTTP', () => {
  it('creates PENDING, approves after 1 s, lists and gets', async () => {
    const { b, accountId } = await setup();
    const created = await create(b, cardholderBody(accountId));
    expect(created.body).toMatchObject({ code: '000000', data: { status: 'PENDING', accountId } });
    const { cardholderId } = created.body.data as { cardholderId: string };
    mock.clock.advance(1_000);
    expect((await b.get(`/v1/cardholders/${cardholderId}?accountId=${accountId}`)).body).toMatchObject({
      data: { cardholderId, status: 'APPROVED' },
    });
    expect((await b.get(`/v1/cardholders?accountId=${accountId}`)).body).toMatchObject({
      data: { list: [{ cardholderId }] },
    });
    const noAccount = await b.get(`/v1/cardholders/${cardholderId}`);
    expect(noAccount).toMatchObject({ status: 400, body: { code: '40001' } });
  });

  it('requires an Idempotency-Key naming the header', async () => {
    const { b, accountId } = await setup();
    const res = await b.send('POST', '/v1/cardholders', cardholderBody(accountId));
    expect(res).toMatchObject({ status: 400, body: { code: '40001' } });
    expect(res.body.message).toContain('Idempotency-Key');
  });

  it.each([
    ['a second cardholder for the user', { referenceId: 'other-ref' }, '010001'],
    ['characters outside A-Z', { firstName: 'Zoë' }, '010007'],
    [
      'names over 23 characters combined',
      { firstName: 'Maximiliana', lastName: 'Featherstonehaugh' },
      '010006',
    ],
    ['a phone with letters', { phoneNumber: '41555a0100' }, '010005'],
    ['another email than the sub-account', { email: 'someone@example.com' }, '40903'],
    [
      'an unknown country',
      { address: { addressLine1: '1 Main St', city: 'X', country: 'ZZ', postalCode: '1' } },
      '40002',
    ],
  ])('refuses %s', async (_, overrides, code) => {
    const { b, accountId } = await setup();
    if (code === '010001') await create(b, cardholderBody(accountId));
    expect((await create(b, cardholderBody(accountId, overrides))).body).toMatchObject({ code });
  });

  it('refuses a referenceId used before with 40004', async () => {
    const { b, accountId } = await setup();
    const body = cardholderBody(accountId);
    await create(b, body);
    const other = await onboardedAccount(mock, b, 'bo@example.com');
    const dup = await create(
      b,
      cardholderBody(other.accountId, { referenceId: body.referenceId, email: 'bo@example.com' }),
    );
    expect(dup.body).toMatchObject({ code: '40004' });
  });

  it('applies the PATCH rules of the BIN family', async () => {
    const { b, accountId } = await setup();
    const us = (await create(b, cardholderBody(accountId))).body.data as { cardholderId: string };
    const patch = (id: string, body: Record<string, unknown>) =>
      b.send('PATCH', `/v1/cardholders/${id}`, { accountId, ...body });
    expect((await patch(us.cardholderId, { email: 'new@example.com' })).body).toMatchObject({
      code: '010004',
    });
    expect((await patch(us.cardholderId, { phoneNumber: '4155550199' })).body).toMatchObject({
      code: '000000',
      data: { phoneNumber: '4155550199' },
    });

    const bz = await onboardedAccount(mock, b, 'bz@example.com');
    const bzHolder = (
      await create(b, cardholderBody(bz.accountId, { binId: binOf('BZ'), email: 'bz@example.com' }))
    ).body.data as { cardholderId: string };
    const bzPatch = (body: Record<string, unknown>) =>
      b.send('PATCH', `/v1/cardholders/${bzHolder.cardholderId}`, { accountId: bz.accountId, ...body });
    expect((await bzPatch({ phoneNumber: '4155550199' })).body).toMatchObject({ code: '010003' });
    expect((await bzPatch({ email: 'bz@example.com', phoneCountryCode: '44' })).body).toMatchObject({
      code: '010004',
    });
    expect(
      (
        await bzPatch({
          email: 'bz@example.com',
          address: { addressLine1: '2 Side St', city: 'Belmopan', country: 'BZ', postalCode: '1' },
        })
      ).body,
    ).toMatchObject({ code: '010002' });
  });

  it('refuses a cardholder before KYC with 040004, and after KYC but before init with 020003', async () => {
    mock = testMock();
    const b = styleBClient(mock, await styleBToken(mock));
    const registered = await b.send('POST', '/v1/accounts/register', {
      name: 'New User',
      email: 'new@example.com',
      parentAccountId: mock.seeded.styleB.parentAccountId,
    });
    const { accountId } = registered.body.data as { accountId: string };
    expect((await create(b, cardholderBody(accountId, { email: 'new@example.com' }))).body).toMatchObject({
      code: '040004',
    });
    await b.send('POST', `/v1/accounts/${accountId}/kyc`, {
      sourceType: 'veritas',
      veritasShareToken: 'tok-new-user',
    });
    mock.clock.advance(mock.ctx.settings.kycDecisionDelayMs);
    const refused = await create(b, cardholderBody(accountId, { email: 'new@example.com' }));
    expect(refused.body).toMatchObject({ code: '020003' });
  });
});
