import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { onboardedAccount, type StyleBTestClient, styleBClient } from '../../../test/support/style-b-journey';
import { call, styleBToken, testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';
import type { DomainEvent } from '../../domain';
import { luhnValid } from '../../domain/ids';
import { styleBCardholderBody } from '../../testing';

let mock: Mock;
afterEach(() => mock?.close());

const bin = (family: string) => mock.seeded.styleB.bins.find((b) => b.family === family);
const key = () => ({ 'Idempotency-Key': randomUUID() });

interface Fixture {
  b: StyleBTestClient;
  accountId: string;
  cardholderId: string;
  budgetId: string;
}

async function fixture(options: { approve?: boolean; fund?: string } = {}): Promise<Fixture> {
  mock = testMock();
  const b = styleBClient(mock, await styleBToken(mock));
  const { accountId } = await onboardedAccount(mock, b, 'ann@example.com');
  const holder = await b.send(
    'POST',
    '/v1/cardholders',
    styleBCardholderBody({
      accountId,
      binId: bin('US')?.id,
      email: 'ann@example.com',
      referenceId: `holder-${randomUUID()}`,
    }),
    key(),
  );
  const { cardholderId } = holder.body.data as { cardholderId: string };
  if (options.approve !== false) mock.clock.advance(1_000);
  const budget = await b.send('POST', '/v1/budgets', { accountId, name: 'Main' }, key());
  const { budgetId } = budget.body.data as { budgetId: string };
  if (options.fund) {
    await b.send('POST', `/v1/budgets/${budgetId}/transfer-in`, {
      accountId,
      clientTransactionId: 'fund',
      amount: options.fund,
    });
  }
  return { b, accountId, cardholderId, budgetId };
}

function cardBody(f: Fixture, overrides: Record<string, unknown> = {}) {
  return {
    accountId: f.accountId,
    binId: bin('US')?.id,
    cardMode: 'VIRTUAL_CARD',
    cardholderId: f.cardholderId,
    budgetId: f.budgetId,
    referenceId: `card-${randomUUID()}`,
    label: 'Travel',
    ...overrides,
  };
}

describe('style B cards over HTTP', () => {
  it('ships and delivers a physical card through the control API, ACTIVE throughout, no event (A-56)', async () => {
    const f = await fixture();
    const events: DomainEvent[] = [];
    mock.onEvent((event) => events.push(event));
    const body = cardBody(f, { cardMode: 'PHYSICAL_CARD', physicalCardDesignId: 'design-1' });
    const issued = await f.b.send('POST', '/v1/budget-card', body, key());
    const card = issued.body.data as { cardId: string };
    expect(issued.body.data).toMatchObject({ status: 'ACTIVE', shippingStatus: 'ORDERED' });
    const shipping = (status: string) =>
      call(mock, 'POST', `/_mock/cards/${card.cardId}/shipping`, { status });
    expect((await shipping('SHIPPED')).body).toMatchObject({ data: { style: 'b', steps: ['SHIPPED'] } });
    expect((await shipping('DELIVERED')).body).toMatchObject({ data: { shippingStatus: 'DELIVERED' } });
    expect(await shipping('SHIPPED')).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT' } } });
    expect(await shipping('LOST')).toMatchObject({ status: 400 });
    const listed = await f.b.get(`/v1/card-list?accountId=${f.accountId}&cardId=${card.cardId}`);
    expect(listed.body).toMatchObject({
      data: { list: [{ status: 'ACTIVE', shippingStatus: 'DELIVERED' }] },
    });
    expect(events.filter((e) => e.type === 'CARD.CREATED')).toHaveLength(1);
    expect(events.filter((e) => e.type === 'CARD.UPDATED')).toEqual([]);
    const virtual = await f.b.send('POST', '/v1/budget-card', cardBody(f), key());
    const virtualId = (virtual.body.data as { cardId: string }).cardId;
    expect(virtual.body.data).toMatchObject({ shippingStatus: null });
    expect(
      await call(mock, 'POST', `/_mock/cards/${virtualId}/shipping`, { status: 'SHIPPED' }),
    ).toMatchObject({
      status: 409,
    });
  });

  it('issues an active card whose number starts with its BIN, and shows it only on the testing endpoint', async () => {
    const f = await fixture();
    const issued = await f.b.send('POST', '/v1/budget-card', cardBody(f), key());
    expect(issued.body).toMatchObject({
      code: '000000',
      data: { status: 'ACTIVE', label: 'Travel', cardMode: 'VIRTUAL_CARD' },
    });
    const card = issued.body.data as { cardId: string; last4: string };
    expect(JSON.stringify(issued.body)).not.toMatch(/"cardNumber"|"cvv"/);

    const secrets = await f.b.get(`/v1/cards/${card.cardId}?accountId=${f.accountId}`);
    const { cardNumber, cvv } = secrets.body.data as { cardNumber: string; cvv: string };
    expect(cardNumber.startsWith(bin('US')?.bin ?? 'x')).toBe(true);
    expect(luhnValid(cardNumber)).toBe(true);
    expect(cardNumber.endsWith(card.last4)).toBe(true);
    expect(cvv).toMatch(/^\d{3}$/);

    const listed = await f.b.get(`/v1/card-list?accountId=${f.accountId}&cardId=${card.cardId}`);
    expect(listed.body).toMatchObject({ data: { total: 1, pageNum: 1, list: [{ cardId: card.cardId }] } });
    expect(JSON.stringify(listed.body)).not.toContain(cardNumber);
  });

  it('paginates the card list, newest first', async () => {
    const f = await fixture();
    const ids: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const res = await f.b.send('POST', '/v1/budget-card', cardBody(f), key());
      ids.push((res.body.data as { cardId: string }).cardId);
      mock.clock.advance(1);
    }
    const page = await f.b.get(`/v1/card-list?accountId=${f.accountId}&pageSize=2&pageNum=2`);
    expect(page.body).toMatchObject({
      data: { total: 3, pageNum: 2, pageSize: 2, list: [{ cardId: ids[0] }] },
    });
    expect((await f.b.get(`/v1/card-list?accountId=${f.accountId}&pageSize=101`)).body).toMatchObject({
      code: '40001',
    });
  });

  it('freezes, skips a second freeze (020011), unfreezes, deletes, skips a second delete (020010), never reactivates', async () => {
    const f = await fixture();
    const { cardId } = (await f.b.send('POST', '/v1/budget-card', cardBody(f), key())).body.data as {
      cardId: string;
    };
    const at = (action: string) =>
      f.b.send('POST', `/v1/cards/${cardId}/${action}`, { accountId: f.accountId });
    expect((await at('freeze')).body).toMatchObject({ code: '000000', data: { status: 'FROZEN' } });
    expect(await at('freeze')).toMatchObject({
      status: 200,
      body: { code: '020011', data: { status: 'FROZEN' } },
    });
    expect((await at('unfreeze')).body).toMatchObject({ code: '000000', data: { status: 'ACTIVE' } });
    expect((await at('unfreeze')).body).toMatchObject({ code: '020011' });
    const del = () => f.b.send('DELETE', `/v1/cards/${cardId}?accountId=${f.accountId}`);
    expect((await del()).body).toMatchObject({ code: '000000', data: { status: 'CLOSED' } });
    expect(await del()).toMatchObject({ status: 200, body: { code: '020010' } });
    expect((await at('unfreeze')).body).toMatchObject({ code: '020012' });
    expect(
      (await f.b.send('PUT', `/v1/cards/${cardId}`, { accountId: f.accountId, label: 'x' })).body,
    ).toMatchObject({ code: '020012' });
  });

  it('updates the label and replaces the velocity control', async () => {
    const f = await fixture();
    const { cardId } = (await f.b.send('POST', '/v1/budget-card', cardBody(f), key())).body.data as {
      cardId: string;
    };
    expect(
      (await f.b.send('PUT', `/v1/cards/${cardId}`, { accountId: f.accountId, label: 'Groceries' })).body,
    ).toMatchObject({
      data: { label: 'Groceries' },
    });
    expect(
      (await f.b.send('PUT', `/v1/cards/${cardId}`, { accountId: f.accountId, label: 'x'.repeat(51) })).body,
    ).toMatchObject({
      code: '40001',
    });
    const velocity = (body: Record<string, unknown>) =>
      f.b.send('PUT', `/v1/cards/${cardId}/velocity-control`, { accountId: f.accountId, ...body });
    await velocity({ transactionLimitsType: 'DAY', amountLimit: '100.00' });
    expect((await velocity({ transactionLimitsType: 'MONTH', amountLimit: '500' })).body).toMatchObject({
      data: { velocityControl: { transactionLimitsType: 'MONTH', amountLimit: '500.00' } },
    });
    expect((await velocity({ transactionLimitsType: 'HOUR', amountLimit: '1.00' })).body).toMatchObject({
      code: '40001',
    });
  });

  it('checks the velocity amount range at the edge; NA ignores the amount (B-20)', async () => {
    const f = await fixture();
    const { cardId } = (await f.b.send('POST', '/v1/budget-card', cardBody(f), key())).body.data as {
      cardId: string;
    };
    const velocity = (body: Record<string, unknown>) =>
      f.b.send('PUT', `/v1/cards/${cardId}/velocity-control`, { accountId: f.accountId, ...body });
    for (const amountLimit of ['0', '1000000.01']) {
      const refused = await velocity({ transactionLimitsType: 'DAY', amountLimit });
      expect(refused.body, amountLimit).toMatchObject({ code: '40002' });
    }
    expect((await velocity({ transactionLimitsType: 'NA', amountLimit: '0' })).body).toMatchObject({
      data: { velocityControl: { transactionLimitsType: 'NA', amountLimit: '0.00' } },
    });
  });

  it('gives each issuance error its code', async () => {
    const f = await fixture();
    const issue = (overrides: Record<string, unknown>) =>
      f.b.send('POST', '/v1/budget-card', cardBody(f, overrides), key());
    expect((await issue({ binId: bin('HK')?.id })).body).toMatchObject({ code: '020006' });
    expect((await issue({ binId: 'bin_unknown' })).body).toMatchObject({ code: '020001' });
    expect((await issue({ binId: bin('BB')?.id })).body).toMatchObject({ code: '020004' });
    expect(
      (await issue({ binId: bin('BB')?.id, cardMode: 'PHYSICAL_CARD', physicalCardDesignId: 'd1' })).body,
    ).toMatchObject({
      code: '020007',
    });
    expect((await issue({ cardMode: 'PHYSICAL_CARD' })).body).toMatchObject({ code: '40001' });
    expect((await issue({ label: 'x'.repeat(51) })).body).toMatchObject({ code: '40001' });
    const first = cardBody(f);
    await f.b.send('POST', '/v1/budget-card', first, key());
    expect((await issue({ referenceId: first.referenceId })).body).toMatchObject({ code: '40004' });
    for (let i = 0; i < 4; i += 1) await issue({});
    expect((await issue({})).body).toMatchObject({ code: '020005' });
    expect((await f.b.send('POST', '/v1/budget-card', cardBody(f))).body).toMatchObject({ code: '40001' });
  });

  it('refuses a card for a cardholder not yet approved (020002)', async () => {
    const f = await fixture({ approve: false });
    expect((await f.b.send('POST', '/v1/budget-card', cardBody(f), key())).body).toMatchObject({
      code: '020002',
    });
  });

  it('opens the widget page with the card details for 5 minutes only', async () => {
    const f = await fixture();
    const { cardId } = (await f.b.send('POST', '/v1/budget-card', cardBody(f), key())).body.data as {
      cardId: string;
    };
    const token = await f.b.get(`/v1/cards/${cardId}/private-info/access-token?accountId=${f.accountId}`);
    const { widgetUrl, expiresIn } = token.body.data as { widgetUrl: string; expiresIn: number };
    expect(expiresIn).toBe(300);
    const { cvv } = (await f.b.get(`/v1/cards/${cardId}?accountId=${f.accountId}`)).body.data as {
      cvv: string;
    };
    const page = await mock.fetch(widgetUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(await page.text()).toContain(`data-field="cvv">${cvv}<`);
    mock.clock.advance(300_000);
    const expired = await mock.fetch(widgetUrl);
    expect(expired.status).toBe(401);
    expect(await expired.text()).toContain('expired');
  });
});

describe('style B transaction list', () => {
  it('answers an empty, paginated list and validates its window', async () => {
    const f = await fixture();
    const list = await f.b.get(`/v1/cards/transaction-list?accountId=${f.accountId}`);
    expect(list.body).toMatchObject({
      code: '000000',
      data: { list: [], total: 0, pageNum: 1, pageSize: 20 },
    });
    const wide = await f.b.get(
      `/v1/cards/transaction-list?accountId=${f.accountId}&startTime=2025-01-01T00:00:00Z&endTime=2026-01-01T00:00:00Z`,
    );
    expect(wide.body).toMatchObject({ code: '40002' });
    expect(
      (await f.b.get(`/v1/cards/transaction-list?accountId=${f.accountId}&status=DONE`)).body,
    ).toMatchObject({ code: '40001' });
    expect((await f.b.get('/v1/cards/transaction-list')).body).toMatchObject({ code: '40001' });
  });
});
