import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { StyleBApiError } from '../src';
import { onboard } from './support/onboard';
import { clientFor, control, frozenMock } from './support/setup';

const mock = frozenMock();
const ctl = control(mock.fetch);
afterEach(() => mock.reset());
afterAll(() => mock.close());

const authorize = (cardId: string, amount: string) =>
  mock.fetch('http://127.0.0.1:4010/_mock/simulate/authorize', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ cardId, amount }),
  });

describe('createStyleBClient over mock.fetch', () => {
  it('runs the whole journey: (id, params) calls resolve to the resource', async () => {
    const client = clientFor(mock);
    const { accountId, card, budgetId, cardholderId } = await onboard(
      client,
      mock.seeded.styleB.parentAccountId,
      ctl.advance,
    );
    expect(card.status).toBe('ACTIVE');
    const { data: holder, requestId } = await client.cardholders
      .get(cardholderId, { accountId })
      .withResponse();
    expect(holder.status).toBe('APPROVED');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.cardholders.list({ accountId })).list).toHaveLength(1);
    await client.cardholders.update(cardholderId, { accountId, phoneNumber: '4155550199' });
    expect((await client.kyc.get(accountId)).kyc.status).toBe('APPROVED');
    expect((await client.wallets.list({ accountId })).list[0]?.currency).toBe('USD');
    expect((await client.budgets.get(budgetId, { accountId })).balance.available).toBe('500.00');
    const secrets = await client.cards.getSecrets(card.cardId, { accountId });
    expect(secrets.cvv).toMatch(/^\d{3}$/);
    expect((await client.cards.getWidgetToken(card.cardId, { accountId })).expiresIn).toBe(300);
    expect((await client.cards.updateLabel(card.cardId, { accountId, label: 'Food' })).label).toBe('Food');
    const velocity = await client.cards.setVelocityControl(card.cardId, {
      accountId,
      transactionLimitsType: 'DAY',
      amountLimit: '100.00',
    });
    expect(velocity.velocityControl.transactionLimitsType).toBe('DAY');
    expect((await client.accounts.list({ email: holder.email ?? '' })).list).toHaveLength(1);
  });

  it('surfaces the no-ops 020011 and 020010 as successes, noop visible through withResponse', async () => {
    const client = clientFor(mock);
    const { accountId, card } = await onboard(client, mock.seeded.styleB.parentAccountId, ctl.advance);
    const first = await client.cards.freeze(card.cardId, { accountId }).withResponse();
    expect(first).toMatchObject({ code: '000000', noop: false, data: { status: 'FROZEN' } });
    const again = await client.cards.freeze(card.cardId, { accountId }).withResponse();
    expect(again).toMatchObject({ code: '020011', noop: true, data: { cardId: card.cardId } });
    expect(await client.cards.freeze(card.cardId, { accountId })).toMatchObject({ cardId: card.cardId });
    expect((await client.cards.unfreeze(card.cardId, { accountId }).withResponse()).noop).toBe(false);
    expect((await client.cards.close(card.cardId, { accountId })).status).toBe('CLOSED');
    expect(await client.cards.close(card.cardId, { accountId }).withResponse()).toMatchObject({
      code: '020010',
      noop: true,
    });
  });

  it('asResponse gives the raw Response with its body to read; an error answer still throws', async () => {
    const client = clientFor(mock);
    const response = await client.accounts.list({ email: 'no@example.com' }).asResponse();
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: '000000', data: { list: [] } });
    const error = await client.bins
      .list({ accountId: crypto.randomUUID() })
      .asResponse()
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StyleBApiError);
  });

  it('throws StyleBApiError with code, status, message and request id', async () => {
    const client = clientFor(mock);
    const { accountId } = await onboard(client, mock.seeded.styleB.parentAccountId, ctl.advance);
    const error = await client.budgets.get('bud_missing', { accountId }).catch((e: unknown) => e);
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
    const generated = await client.budgets.transferOut(budgetId, { accountId, amount: '5' }).withResponse();
    expect(generated.clientTransactionId).toMatch(/^[0-9a-f-]{36}$/);
    expect(generated.data.transfer.clientTransactionId).toBe(generated.clientTransactionId);
    const given = await client.budgets
      .transferOut(budgetId, { accountId, amount: '5', clientTransactionId: 'out-1' })
      .withResponse();
    expect(given.clientTransactionId).toBe('out-1');
  });

  it('lets a caller reuse an Idempotency-Key to replay a creation', async () => {
    const client = clientFor(mock);
    const { accountId } = await onboard(client, mock.seeded.styleB.parentAccountId, ctl.advance);
    const idempotencyKey = crypto.randomUUID();
    const params = { accountId, name: 'Once', currency: 'USD' } as const;
    const first = await client.budgets.create(params, { idempotencyKey }).withResponse();
    const second = await client.budgets.create(params, { idempotencyKey }).withResponse();
    expect(first).toMatchObject({ idempotencyKey, replayed: false });
    expect(second).toMatchObject({ replayed: true, data: { budgetId: first.data.budgetId } });
    expect(second.requestId).toBe(first.requestId);
  });

  it('awaits a list to a page and iterates card and transaction lists across pages', async () => {
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
    const page = await client.cards.list({ accountId, pageSize: 1 });
    expect(page).toMatchObject({ total: 2, pageNum: 1, pageSize: 1 });
    expect(page.items).toEqual(page.list);
    expect(page.hasNextPage()).toBe(true);
    const last = await page.getNextPage();
    expect(last.hasNextPage()).toBe(false);
    expect([...page.items, ...last.items].map((c) => c.cardId).sort()).toEqual(
      [card.cardId, second.cardId].sort(),
    );
    const cards: string[] = [];
    for await (const found of client.cards.list({ accountId, pageSize: 1 })) cards.push(found.cardId);
    expect(cards.sort()).toEqual([card.cardId, second.cardId].sort());
    for (const amount of ['1.00', '2.00', '3.00']) await authorize(card.cardId, amount);
    const amounts: string[] = [];
    for await (const tx of client.transactions.list({ accountId, pageSize: 2 })) amounts.push(tx.amount);
    expect(amounts.sort()).toEqual(['1.00', '2.00', '3.00']);
    const pages = (await ctl.requests()).filter((r) => r.path === '/v1/cards/transaction-list');
    expect(pages).toHaveLength(2);
  });

  it('gives every record exactly once while purchases land between pages (newest-first lists, S-27)', async () => {
    const client = clientFor(mock);
    const { accountId, card } = await onboard(client, mock.seeded.styleB.parentAccountId, ctl.advance);
    for (let n = 1; n <= 5; n++) {
      await authorize(card.cardId, `${n}.00`);
      await ctl.advance(1_000);
    }
    const seen: string[] = [];
    let purchases = 0;
    for await (const tx of client.transactions.list({ accountId, pageSize: 2 })) {
      seen.push(tx.cardTransactionId);
      // After each page, a purchase lands in front of what was read (and pushes a read record onto the next page).
      if (seen.length % 2 === 0 && purchases < 3) {
        purchases += 1;
        await ctl.advance(1_000);
        await authorize(card.cardId, `9${purchases}.00`);
      }
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen.length).toBeGreaterThanOrEqual(5);
    const all: string[] = [];
    for await (const tx of client.transactions.list({ accountId, pageSize: 100 }))
      all.push(tx.cardTransactionId);
    // Each of the five records present when the walk began was given once.
    const before = all.slice(purchases);
    expect(before.every((id) => seen.filter((s) => s === id).length === 1)).toBe(true);
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
