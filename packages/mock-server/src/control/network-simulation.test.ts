import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { Mock } from '../app';
import { call, styleBToken, testMock } from '../app/test-helpers';
import type { DomainEvent } from '../domain/context';
import { onboardedAccount, styleBClient } from '../style-b/operations/style-b-journey';

let mock: Mock;
afterEach(() => mock?.close());

async function cardWithBudget(fund: string) {
  mock = testMock();
  const events: DomainEvent[] = [];
  mock.onEvent((event) => events.push(event));
  const b = styleBClient(mock, await styleBToken(mock));
  const { accountId } = await onboardedAccount(mock, b, 'ann@example.com');
  const binId = mock.seeded.styleB.bins.find((bin) => bin.family === 'US')?.id;
  const key = () => ({ 'Idempotency-Key': randomUUID() });
  const holder = await b.send(
    'POST',
    '/v1/cardholders',
    {
      accountId,
      binId,
      businessModel: 'B2C_GATEWAY',
      referenceId: 'h-1',
      firstName: 'Ann',
      lastName: 'Lee',
      email: 'ann@example.com',
      phoneCountryCode: '1',
      phoneNumber: '4155550100',
      address: { addressLine1: '1 Main St', city: 'Austin', country: 'US', postalCode: '73301' },
    },
    key(),
  );
  mock.clock.advance(1_000);
  const { budgetId } = (await b.send('POST', '/v1/budgets', { accountId, name: 'Main' }, key())).body
    .data as { budgetId: string };
  await b.send('POST', `/v1/budgets/${budgetId}/transfer-in`, {
    accountId,
    clientTransactionId: 'fund',
    amount: fund,
  });
  const card = await b.send(
    'POST',
    '/v1/budget-card',
    {
      accountId,
      binId,
      cardMode: 'VIRTUAL_CARD',
      cardholderId: (holder.body.data as { cardholderId: string }).cardholderId,
      budgetId,
      referenceId: 'c-1',
    },
    key(),
  );
  return { b, accountId, budgetId, cardId: (card.body.data as { cardId: string }).cardId, events };
}

const simulate = (step: string, body: unknown) => call(mock, 'POST', `/_mock/simulate/${step}`, body);

describe('card network simulation through the control API', () => {
  it('authorizes, holds funds, settles part, refunds, and the transaction list follows one cardTransactionId', async () => {
    const { b, accountId, budgetId, cardId, events } = await cardWithBudget('100.00');
    const auth = await simulate('authorize', {
      cardId,
      amount: '40.00',
      merchantName: 'Blue Bottle',
      mcc: '5814',
    });
    expect(auth).toMatchObject({
      status: 201,
      body: { data: { status: 'PENDING', amount: '40.00', merchantName: 'Blue Bottle', style: 'b' } },
    });
    const { cardTransactionId } = auth.body.data as { cardTransactionId: string };

    expect((await b.get(`/v1/budgets/${budgetId}?accountId=${accountId}`)).body).toMatchObject({
      data: { balance: { available: '60.00', locked: '40.00', total: '100.00' } },
    });
    expect(
      (
        await b.send('POST', `/v1/budgets/${budgetId}/transfer-out`, {
          accountId,
          clientTransactionId: 'o-1',
          amount: '70.00',
        })
      ).body,
    ).toMatchObject({
      code: '030003',
    });

    const settled = await simulate('settle', { cardTransactionId, amount: '35.00' });
    expect(settled.body).toMatchObject({
      data: { cardTransactionId, status: 'CLOSED', settledAmount: '35.00' },
    });
    expect((await b.get(`/v1/budgets/${budgetId}?accountId=${accountId}`)).body).toMatchObject({
      data: { balance: { available: '65.00', locked: '0.00' } },
    });
    const refunded = await simulate('refund', { cardTransactionId, amount: '10.00' });
    expect(refunded.body).toMatchObject({ data: { status: 'REFUNDED', refundedAmount: '10.00' } });
    expect((await simulate('reverse', { cardTransactionId })).status).toBe(409);

    const list = await b.get(`/v1/cards/transaction-list?accountId=${accountId}&cardId=${cardId}`);
    expect(list.body).toMatchObject({
      data: { total: 1, list: [{ cardTransactionId, status: 'REFUNDED', settledAmount: '35.00' }] },
    });

    const transactionEvents = events.filter((e) => e.type.startsWith('CARD_TRANSACTION.'));
    expect(transactionEvents.map((e) => [e.type, e.payload.status])).toEqual([
      ['CARD_TRANSACTION.CREATED', 'PENDING'],
      ['CARD_TRANSACTION.UPDATED', 'CLOSED'],
      ['CARD_TRANSACTION.UPDATED', 'REFUNDED'],
    ]);
    expect(new Set(transactionEvents.map((e) => e.payload.cardTransactionId))).toEqual(
      new Set([cardTransactionId]),
    );
  });

  it('declines on a frozen card and for lack of funds, without holding anything', async () => {
    const { b, accountId, budgetId, cardId } = await cardWithBudget('20.00');
    expect((await simulate('authorize', { cardId, amount: '25.00' })).body).toMatchObject({
      data: { status: 'FAIL', declineReason: 'INSUFFICIENT_FUNDS' },
    });
    await b.send('POST', `/v1/cards/${cardId}/freeze`, { accountId });
    expect((await simulate('authorize', { cardId, amount: '5.00' })).body).toMatchObject({
      data: { status: 'FAIL', declineReason: 'CARD_FROZEN' },
    });
    expect((await b.get(`/v1/budgets/${budgetId}?accountId=${accountId}`)).body).toMatchObject({
      data: { balance: { available: '20.00', locked: '0.00' } },
    });
  });

  it("settles a deleted card's pending authorization against the budget", async () => {
    const { b, accountId, budgetId, cardId } = await cardWithBudget('50.00');
    const { cardTransactionId } = (await simulate('authorize', { cardId, amount: '30.00' })).body.data as {
      cardTransactionId: string;
    };
    await b.send('DELETE', `/v1/cards/${cardId}?accountId=${accountId}`);
    expect((await simulate('settle', { cardTransactionId })).body).toMatchObject({
      data: { status: 'CLOSED', settledAmount: '30.00' },
    });
    expect((await b.get(`/v1/budgets/${budgetId}?accountId=${accountId}`)).body).toMatchObject({
      data: { balance: { available: '20.00', total: '20.00' } },
    });
  });

  it('refuses unknown cards and fields, naming them', async () => {
    mock = testMock();
    expect(await simulate('authorize', { cardId: 'card_nope', amount: '1.00' })).toMatchObject({
      status: 404,
    });
    const extra = await simulate('authorize', { cardId: 'x', amount: '1.00', tip: '1' });
    expect(extra).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect(JSON.stringify(extra.body)).toContain('tip');
  });
});

describe('card network simulation: input from the contract', () => {
  // Moved from the domain's authorize, decline and lifecycle tests: the schema reads the body now.
  const refusal = async (step: string, body: unknown) => {
    const res = await simulate(step, body);
    expect(res, `${step} ${JSON.stringify(body)}`).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_REQUEST' } },
    });
    return (res.body.error as { message: string }).message;
  };

  it.each([
    [{}, 'cardId'],
    [{ amount: '1' }, 'cardId'],
    [{ cardId: 'c'.repeat(65), amount: '1' }, 'cardId'],
    [{ cardId: 'card_x' }, 'amount'],
    [{ cardId: 'card_x', amount: 10 }, 'amount'],
    [{ cardId: 'card_x', amount: '1.001' }, 'amount'],
    [{ cardId: 'card_x', amount: '0' }, 'amount'],
    [{ cardId: 'card_x', amount: '1000000.01' }, 'amount'],
    [{ cardId: 'card_x', amount: '1', currency: 'usd' }, 'currency'],
    [{ cardId: 'card_x', amount: '1', mcc: '59' }, 'mcc'],
    [{ cardId: 'card_x', amount: '1', merchantCountry: 'USA' }, 'merchantCountry'],
    [{ cardId: 'card_x', amount: '1', merchantName: 7 }, 'merchantName'],
    [{ cardId: 'card_x', amount: '1', merchantName: 'm'.repeat(101) }, 'merchantName'],
  ])('authorize and decline refuse %j naming %s', async (body, field) => {
    mock = testMock();
    expect((await refusal('authorize', body)).startsWith(`${field} `)).toBe(true);
    expect((await refusal('decline', body)).startsWith(`${field} `)).toBe(true);
  });

  it('refuses a decline reason the mock does not give, and a body that is not an object', async () => {
    mock = testMock();
    const body = { cardId: 'card_x', amount: '5', reason: 'NOPE' };
    expect((await refusal('decline', body)).startsWith('reason ')).toBe(true);
    await refusal('authorize', '"x"');
  });

  it.each(['settle', 'reverse', 'refund'])(
    '%s refuses a missing or too long cardTransactionId',
    async (step) => {
      mock = testMock();
      expect((await refusal(step, {})).startsWith('cardTransactionId ')).toBe(true);
      const long = { cardTransactionId: 't'.repeat(65) };
      expect((await refusal(step, long)).startsWith('cardTransactionId ')).toBe(true);
      expect(await simulate(step, { cardTransactionId: 'txn_nope' })).toMatchObject({ status: 404 });
    },
  );

  it('refuses a settle or refund amount that is not an amount', async () => {
    mock = testMock();
    for (const step of ['settle', 'refund']) {
      for (const amount of ['1.001', '0', '-1']) {
        const message = await refusal(step, { cardTransactionId: 'txn_nope', amount });
        expect(message.startsWith('amount '), message).toBe(true);
      }
    }
  });
});
