import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { StyleBApiError } from '../src';
import { onboard } from './support/onboard';
import { clientFor, control, frozenMock } from './support/setup';

const mock = frozenMock();
const ctl = control(mock.fetch);
afterEach(() => mock.reset());
afterAll(() => mock.close());

describe('createStyleBClient over mock.fetch', () => {
  it('runs the whole journey with unwrapped results and request ids', async () => {
    const client = clientFor(mock);
    const { accountId, card, budgetId, cardholderId } = await onboard(
      client,
      mock.seeded.styleB.parentAccountId,
      ctl.advance,
    );
    expect(card.status).toBe('ACTIVE');
    const { data: holder, requestId } = await client.cardholders.get({ cardholderId, accountId });
    expect(holder.status).toBe('APPROVED');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.cardholders.list({ accountId })).data.list).toHaveLength(1);
    await client.cardholders.update({ cardholderId, accountId, phoneNumber: '4155550199' });
    expect((await client.kyc.get({ accountId })).data.kyc.status).toBe('APPROVED');
    expect((await client.wallets.list({ accountId })).data.list[0]?.currency).toBe('USD');
    expect((await client.budgets.get({ budgetId, accountId })).data.balance.available).toBe('500.00');
    const secrets = await client.cards.getSecrets({ cardId: card.cardId, accountId });
    expect(secrets.data.cvv).toMatch(/^\d{3}$/);
    expect((await client.cards.getWidgetToken({ cardId: card.cardId, accountId })).data.expiresIn).toBe(300);
    expect(
      (await client.cards.updateLabel({ cardId: card.cardId, accountId, label: 'Food' })).data.label,
    ).toBe('Food');
    const velocity = await client.cards.setVelocityControl({
      cardId: card.cardId,
      accountId,
      transactionLimitsType: 'DAY',
      amountLimit: '100.00',
    });
    expect(velocity.data.velocityControl.transactionLimitsType).toBe('DAY');
    expect((await client.accounts.list({ email: holder.email ?? '' })).data.list).toHaveLength(1);
  });

  it('surfaces the no-ops 020011 and 020010 as successes', async () => {
    const client = clientFor(mock);
    const { accountId, card } = await onboard(client, mock.seeded.styleB.parentAccountId, ctl.advance);
    const first = await client.cards.freeze({ cardId: card.cardId, accountId });
    expect(first).toMatchObject({ code: '000000', noop: false, data: { status: 'FROZEN' } });
    const again = await client.cards.freeze({ cardId: card.cardId, accountId });
    expect(again).toMatchObject({ code: '020011', noop: true, data: { cardId: card.cardId } });
    expect((await client.cards.unfreeze({ cardId: card.cardId, accountId })).noop).toBe(false);
    expect((await client.cards.close({ cardId: card.cardId, accountId })).data.status).toBe('CLOSED');
    expect(await client.cards.close({ cardId: card.cardId, accountId })).toMatchObject({
      code: '020010',
      noop: true,
    });
  });

  it('throws StyleBApiError with code, status, message and request id', async () => {
    const client = clientFor(mock);
    const { accountId } = await onboard(client, mock.seeded.styleB.parentAccountId, ctl.advance);
    const error = await client.budgets.get({ budgetId: 'bud_missing', accountId }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StyleBApiError);
    expect(error).toMatchObject({
      code: '40404',
      status: 404,
      method: 'GET',
      path: '/v1/budgets/{budgetId}',
    });
    expect((error as StyleBApiError).requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((error as StyleBApiError).message).toContain('40404');
  });

  it('generates clientTransactionId when omitted, returns it, and keeps a given one', async () => {
    const client = clientFor(mock);
    const { accountId, budgetId } = await onboard(client, mock.seeded.styleB.parentAccountId, ctl.advance);
    const generated = await client.budgets.transferOut({ budgetId, accountId, amount: '5' });
    expect(generated.clientTransactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.data.transfer.clientTransactionId).toBe(generated.clientTransactionId);
    const given = await client.budgets.transferOut({
      budgetId,
      accountId,
      amount: '5',
      clientTransactionId: 'out-1',
    });
    expect(given.clientTransactionId).toBe('out-1');
  });

  it('lets a caller reuse an Idempotency-Key to replay a creation', async () => {
    const client = clientFor(mock);
    const { accountId } = await onboard(client, mock.seeded.styleB.parentAccountId, ctl.advance);
    const idempotencyKey = crypto.randomUUID();
    const first = await client.budgets.create(
      { accountId, name: 'Once', currency: 'USD' },
      { idempotencyKey },
    );
    const second = await client.budgets.create(
      { accountId, name: 'Once', currency: 'USD' },
      { idempotencyKey },
    );
    expect(first.idempotencyKey).toBe(idempotencyKey);
    expect(second).toMatchObject({ replayed: true, data: { budgetId: first.data.budgetId } });
    expect(second.requestId).toBe(first.requestId);
  });
  it('iterates card and transaction lists across pages', async () => {
    const client = clientFor(mock);
    const { accountId, card, binId, cardholderId, budgetId } = await onboard(
      client,
      mock.seeded.styleB.parentAccountId,
      ctl.advance,
    );
    const second = await client.cards.issue({
      accountId,
      binId,
      cardholderId,
      budgetId,
      cardMode: 'VIRTUAL_CARD',
      referenceId: 'second-card',
    });
    const cards: string[] = [];
    for await (const found of client.cards.listAll({ accountId, pageSize: 1 })) cards.push(found.cardId);
    expect(cards.sort()).toEqual([card.cardId, second.data.cardId].sort());
    for (const amount of ['1.00', '2.00', '3.00']) {
      await mock.fetch('http://127.0.0.1:4010/_mock/simulate/authorize', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ cardId: card.cardId, amount }),
      });
    }
    const amounts: string[] = [];
    for await (const tx of client.transactions.listAll({ accountId, pageSize: 2 })) amounts.push(tx.amount);
    expect(amounts.sort()).toEqual(['1.00', '2.00', '3.00']);
    const pages = (await ctl.requests()).filter((r) => r.path === '/v1/cards/transaction-list');
    expect(pages).toHaveLength(2);
  });
  it('offers the raw typed openapi-fetch client with the token added', async () => {
    const client = clientFor(mock);
    const { data, response } = await client.raw.GET('/v1/accounts', {
      params: { query: { email: 'no@example.com' } },
    });
    expect(response.status).toBe(200);
    expect(data).toMatchObject({ code: '000000', data: { list: [] } });
  });
});
