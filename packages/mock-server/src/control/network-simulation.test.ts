import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { onboardedAccount, styleBClient } from '../../test/support/style-b-journey';
import { call, styleBToken, testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import type { DomainEvent } from '../domain/context';
import { styleBCardholderBody } from '../testing';

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
    styleBCardholderBody({ accountId, binId, email: 'ann@example.com', referenceId: 'h-1' }),
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

describe('more of the card network through the control API (B-50)', () => {
  const budgetOf = async (b: Awaited<ReturnType<typeof cardWithBudget>>) =>
    ((await b.b.get(`/v1/budgets/${b.budgetId}?accountId=${b.accountId}`)).body.data as { balance: unknown })
      .balance;
  const listOf = async (b: Awaited<ReturnType<typeof cardWithBudget>>) =>
    (
      (await b.b.get(`/v1/cards/transaction-list?accountId=${b.accountId}&cardId=${b.cardId}`)).body.data as {
        list: Record<string, unknown>[];
      }
    ).list;
  const txnEvents = (events: DomainEvent[]) =>
    events
      .filter((e) => e.type.startsWith('CARD_TRANSACTION.'))
      .map((e) => [e.type, e.payload.status, e.payload.amount]);

  it('raises an authorization, declines an increment the funds miss, and reverses part of the hold', async () => {
    const world = await cardWithBudget('100.00');
    const { cardId, events } = world;
    const auth = await simulate('authorize', { cardId, amount: '40.00', merchantName: 'Hotel' });
    const { cardTransactionId } = auth.body.data as { cardTransactionId: string };
    // The list orders by creation time: the declined increment comes later.
    mock.clock.advance(1_000);

    const raised = await simulate('increment', { cardTransactionId, amount: '25.00' });
    expect(raised).toMatchObject({
      status: 200,
      body: { data: { cardTransactionId, status: 'PENDING', amount: '65.00', style: 'b' } },
    });
    expect(await budgetOf(world)).toMatchObject({ available: '35.00', locked: '65.00' });

    const declined = await simulate('increment', { cardTransactionId, amount: '35.01' });
    expect(declined).toMatchObject({
      status: 200,
      body: { data: { status: 'FAIL', declineReason: 'INSUFFICIENT_FUNDS', amount: '35.01' } },
    });
    expect(await budgetOf(world)).toMatchObject({ available: '35.00', locked: '65.00' });

    const partial = await simulate('reverse', { cardTransactionId, amount: '15.00' });
    expect(partial.body).toMatchObject({ data: { status: 'PENDING', amount: '50.00' } });
    expect(await budgetOf(world)).toMatchObject({ available: '50.00', locked: '50.00' });
    expect((await simulate('reverse', { cardTransactionId, amount: '50.01' })).status).toBe(400);
    expect((await simulate('settle', { cardTransactionId })).body).toMatchObject({
      data: { status: 'CLOSED', settledAmount: '50.00' },
    });
    expect((await simulate('increment', { cardTransactionId, amount: '1.00' })).status).toBe(409);

    const declinedId = (declined.body.data as { cardTransactionId: string }).cardTransactionId;
    expect((await listOf(world)).map((t) => [t.cardTransactionId, t.status, t.amount])).toEqual([
      [declinedId, 'FAIL', '35.01'],
      [cardTransactionId, 'CLOSED', '50.00'],
    ]);
    expect(txnEvents(events)).toEqual([
      ['CARD_TRANSACTION.CREATED', 'PENDING', '40.00'],
      ['CARD_TRANSACTION.UPDATED', 'PENDING', '65.00'],
      ['CARD_TRANSACTION.CREATED', 'FAIL', '35.01'],
      ['CARD_TRANSACTION.UPDATED', 'PENDING', '50.00'],
      ['CARD_TRANSACTION.UPDATED', 'CLOSED', '50.00'],
    ]);
  });

  it('expires a pending authorization after the configured days on the clock', async () => {
    const world = await cardWithBudget('100.00');
    const { cardId, events } = world;
    expect((await call(mock, 'GET', '/_mock/simulate/settings')).body).toEqual({
      data: { authorizationExpiryDays: 7 },
    });
    expect(await call(mock, 'PUT', '/_mock/simulate/settings', { authorizationExpiryDays: 2 })).toMatchObject(
      {
        status: 200,
        body: { data: { authorizationExpiryDays: 2 } },
      },
    );
    const auth = await simulate('authorize', { cardId, amount: '30.00' });
    const { cardTransactionId } = auth.body.data as { cardTransactionId: string };
    await call(mock, 'POST', '/_mock/clock/advance', { ms: 2 * 86_400_000 - 1 });
    // Days on, the Style B token has expired: a new one reads the budget.
    world.b = styleBClient(mock, await styleBToken(mock));
    expect(await budgetOf(world)).toMatchObject({ locked: '30.00' });
    await call(mock, 'POST', '/_mock/clock/advance', { ms: 1 });
    expect(await budgetOf(world)).toMatchObject({ available: '100.00', locked: '0.00' });
    expect((await listOf(world))[0]).toMatchObject({ cardTransactionId, status: 'REVERSED' });
    expect(txnEvents(events).at(-1)).toEqual(['CARD_TRANSACTION.UPDATED', 'REVERSED', '30.00']);
    expect((await simulate('settle', { cardTransactionId })).status).toBe(409);

    // A reset returns to the createMock setting.
    await call(mock, 'POST', '/_mock/reset');
    expect((await call(mock, 'GET', '/_mock/simulate/settings')).body).toEqual({
      data: { authorizationExpiryDays: 7 },
    });
  });

  it('expires a pending authorization now, without the clock, and its scheduled expiry no longer runs', async () => {
    const world = await cardWithBudget('100.00');
    const { cardId, events } = world;
    const auth = await simulate('authorize', { cardId, amount: '30.00' });
    const { cardTransactionId } = auth.body.data as { cardTransactionId: string };
    const other = await simulate('authorize', { cardId, amount: '5.00' });
    expect(await budgetOf(world)).toMatchObject({ available: '65.00', locked: '35.00' });

    expect(await simulate('expire', { cardTransactionId })).toMatchObject({
      status: 200,
      body: { data: { cardTransactionId, status: 'REVERSED', amount: '30.00', settledAmount: null } },
    });
    // Only that authorization: the other keeps its hold.
    expect(await budgetOf(world)).toMatchObject({ available: '95.00', locked: '5.00' });
    expect(txnEvents(events).at(-1)).toEqual(['CARD_TRANSACTION.UPDATED', 'REVERSED', '30.00']);
    expect(await simulate('expire', { cardTransactionId })).toMatchObject({
      status: 409,
      body: { error: { code: 'CONFLICT' } },
    });
    expect(await simulate('expire', { cardTransactionId: 'ctx_unknown' })).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    });
    expect((await simulate('expire', {})).status).toBe(400);

    // Seven days on, the other one expires on schedule; the first is not updated a second time.
    const before = txnEvents(events).length;
    await call(mock, 'POST', '/_mock/clock/advance', { ms: 7 * 86_400_000 });
    const otherId = (other.body.data as { cardTransactionId: string }).cardTransactionId;
    expect(txnEvents(events).slice(before)).toEqual([['CARD_TRANSACTION.UPDATED', 'REVERSED', '5.00']]);
    world.b = styleBClient(mock, await styleBToken(mock));
    expect(await budgetOf(world)).toMatchObject({ available: '100.00', locked: '0.00' });
    expect((await listOf(world)).find((t) => t.cardTransactionId === otherId)).toMatchObject({
      status: 'REVERSED',
    });
  });

  it('refuses expiry days that are not a whole number from 1 to 30', async () => {
    mock = testMock();
    for (const days of [0, 31, 1.5, '7']) {
      const res = await call(mock, 'PUT', '/_mock/simulate/settings', { authorizationExpiryDays: days });
      expect(res, String(days)).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    }
    expect((await call(mock, 'PUT', '/_mock/simulate/settings', {})).status).toBe(400);
  });

  it('forces a capture on a frozen card from available funds only, and takes an unlinked refund', async () => {
    const world = await cardWithBudget('50.00');
    const { b, accountId, cardId, events } = world;
    await simulate('authorize', { cardId, amount: '20.00' });
    await b.send('POST', `/v1/cards/${cardId}/freeze`, { accountId });
    mock.clock.advance(1_000);

    const tooMuch = await simulate('force-capture', { cardId, amount: '30.01' });
    expect(tooMuch).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT' } } });
    expect((tooMuch.body.error as { message: string }).message).toContain('30.00 available');
    const forced = await simulate('force-capture', { cardId, amount: '30.00', merchantName: 'Tolls' });
    mock.clock.advance(1_000);
    expect(forced).toMatchObject({
      status: 201,
      body: {
        data: { type: 'AUTHORIZATION', status: 'CLOSED', amount: '30.00', settledAmount: '30.00' },
      },
    });
    expect(await budgetOf(world)).toMatchObject({ available: '0.00', locked: '20.00', total: '20.00' });

    const credit = await simulate('unlinked-refund', { cardId, amount: '12.50', merchantName: 'Shop' });
    expect(credit).toMatchObject({
      status: 201,
      body: {
        data: {
          type: 'REFUND',
          status: 'REFUNDED',
          amount: '12.50',
          settledAmount: null,
          refundedAmount: '12.50',
          merchantName: 'Shop',
        },
      },
    });
    expect(await budgetOf(world)).toMatchObject({ available: '12.50', locked: '20.00', total: '32.50' });
    expect((await listOf(world)).map((t) => [t.type, t.status])).toEqual([
      ['REFUND', 'REFUNDED'],
      ['AUTHORIZATION', 'CLOSED'],
      ['AUTHORIZATION', 'PENDING'],
    ]);
    expect(txnEvents(events)).toEqual([
      ['CARD_TRANSACTION.CREATED', 'PENDING', '20.00'],
      ['CARD_TRANSACTION.CREATED', 'CLOSED', '30.00'],
      ['CARD_TRANSACTION.CREATED', 'REFUNDED', '12.50'],
    ]);
  });

  it('refuses unknown cards and transactions, and amounts that are not amounts', async () => {
    mock = testMock();
    for (const step of ['force-capture', 'unlinked-refund']) {
      expect((await simulate(step, { cardId: 'card_nope', amount: '1.00' })).status).toBe(404);
      expect((await simulate(step, { cardId: 'card_nope', amount: '1.00', currency: 'USD' })).status).toBe(
        400,
      );
      expect((await simulate(step, { cardId: 'card_nope', amount: '0' })).status).toBe(400);
    }
    expect((await simulate('increment', { cardTransactionId: 'txn_nope', amount: '1.00' })).status).toBe(404);
    expect((await simulate('increment', { cardTransactionId: 'txn_nope' })).status).toBe(400);
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
