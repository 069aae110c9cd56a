import { afterEach, describe, expect, it } from 'vitest';
import { call, testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import type { DomainEvent } from '../domain/context';
import { styleACard, styleBCard } from '../testing';

let mock: Mock;
afterEach(() => mock?.close());

const target = () => ({ fetch: mock.fetch, config: mock.config() });

function recordEvents() {
  const events: DomainEvent[] = [];
  mock.onEvent((event) => events.push(event));
  return () => events.map((event) => `${event.type} ${String(event.payload.reasonCode)}`);
}

describe('the merchant portal, the administrator and the risk policy', () => {
  it('issue, suspend, close, restrict, unrestrict and risk-close emit the codes of part 6.1', async () => {
    mock = testMock();
    const fixture = await styleBCard(target());
    const { accountId, cardholderId, budgetId, binId } = fixture;
    const seen = recordEvents();
    const issued = await call(mock, 'POST', '/_mock/portal/cards', {
      accountId,
      cardholderId,
      budgetId,
      binId,
    });
    expect(issued.status).toBe(201);
    const card = issued.body.data as { cardId: string; status: string; style: string; restricted: boolean };
    expect(card).toMatchObject({ style: 'b', status: 'ACTIVE', restricted: false, accountId, budgetId });
    const act = async (path: string) => (await call(mock, 'POST', `/_mock${path}`)).body.data;
    expect(await act(`/portal/cards/${card.cardId}/restrict`)).toEqual({
      cardId: card.cardId,
      status: 'FROZEN',
      restricted: true,
      changed: true,
    });
    expect(await act(`/portal/cards/${card.cardId}/restrict`)).toMatchObject({ changed: false });
    // Only the administrator lifts a restriction: the API's and the control API's unfreeze refuse.
    const unfreeze = await call(mock, 'POST', `/_mock/cards/${card.cardId}/unfreeze`);
    expect(unfreeze.status).toBe(409);
    expect(await act(`/portal/cards/${card.cardId}/unrestrict`)).toMatchObject({
      status: 'ACTIVE',
      restricted: false,
    });
    expect(await act(`/portal/cards/${card.cardId}/suspend`)).toMatchObject({
      status: 'FROZEN',
      changed: true,
    });
    expect(await act(`/portal/cards/${card.cardId}/close`)).toMatchObject({
      status: 'CLOSED',
      changed: true,
    });
    expect(await act(`/cards/${fixture.cardId}/risk-close`)).toMatchObject({
      status: 'CLOSED',
      changed: true,
    });
    expect(await act(`/cards/${fixture.cardId}/risk-close`)).toMatchObject({ changed: false });
    expect(seen()).toEqual([
      'CARD.CREATED 7001',
      'CARD.UPDATED 5001',
      'CARD.UPDATED 6001',
      'CARD.UPDATED 3002',
      'CARD.UPDATED 1002',
      'CARD.UPDATED 1003',
    ]);
  });

  it('refuses Style A cards, closed cards and an issue the rules refuse, in the control envelope', async () => {
    mock = testMock();
    const a = await styleACard(target());
    const styleA = await call(mock, 'POST', `/_mock/portal/cards/${a.cardId}/suspend`);
    expect(styleA.status).toBe(404);
    expect(styleA.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    const b = await styleBCard(target());
    await call(mock, 'POST', `/_mock/portal/cards/${b.cardId}/close`);
    const closed = await call(mock, 'POST', `/_mock/portal/cards/${b.cardId}/restrict`);
    expect(closed.status).toBe(409);
    expect(closed.body).toMatchObject({ error: { code: 'CONFLICT' } });
    const missing = await call(mock, 'POST', '/_mock/portal/cards', { accountId: b.accountId });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ error: { code: 'INVALID_REQUEST' } });
    const unknown = await call(mock, 'POST', '/_mock/portal/cards', {
      accountId: b.accountId,
      cardholderId: b.cardholderId,
      budgetId: 'bud_nope',
      binId: b.binId,
    });
    expect(unknown.status).toBe(404);
  });
});

describe('GET /_mock/cards and /_mock/cards/{cardId}/transactions', () => {
  it('pages every card newest first, and a card transactions with their decline reasons', async () => {
    mock = testMock();
    const first = await styleBCard(target(), { email: 'one@example.com' });
    const second = await styleACard(target());
    const page = await call(mock, 'GET', '/_mock/cards?limit=1');
    const firstPage = page.body.data as { items: Array<{ cardId: string }>; nextCursor: string };
    expect(firstPage.items.map((card) => card.cardId)).toEqual([second.cardId]);
    const next = await call(mock, 'GET', `/_mock/cards?limit=3&cursor=${firstPage.nextCursor}`);
    // Then the seeded samples' cards, the oldest: Style A's, seeded last, before Style B's.
    const sampleB = mock.seeded.styleB.sampleAccount?.cardId;
    const sampleA = mock.seeded.styleA.sampleApplicant?.cardId;
    expect(next.body.data).toMatchObject({
      items: [
        { cardId: first.cardId, style: 'b' },
        { cardId: sampleA, style: 'a' },
        { cardId: sampleB, style: 'b' },
      ],
      nextCursor: null,
    });
    await call(mock, 'POST', '/_mock/simulate/authorize', { cardId: first.cardId, amount: '1.00' });
    await call(mock, 'POST', `/_mock/portal/cards/${first.cardId}/suspend`);
    await call(mock, 'POST', '/_mock/simulate/authorize', { cardId: first.cardId, amount: '2.00' });
    const transactions = await call(mock, 'GET', `/_mock/cards/${first.cardId}/transactions`);
    expect(transactions.body.data).toMatchObject({
      items: [
        { amount: '2.00', status: 'FAIL', declineReason: 'CARD_FROZEN', style: 'b' },
        { amount: '1.00', status: 'PENDING', declineReason: null },
      ],
      nextCursor: null,
    });
    expect((await call(mock, 'GET', '/_mock/cards/card_nope/transactions')).status).toBe(404);
    expect((await call(mock, 'GET', '/_mock/cards?cursor=bad!')).status).toBe(400);
  });
});

describe("Style B's API on a restricted card", () => {
  it('refuses to unfreeze it with 40002 until the administrator lifts the restriction', async () => {
    mock = testMock();
    const { cardId, accountId, token } = await styleBCard(target());
    await call(mock, 'POST', `/_mock/portal/cards/${cardId}/restrict`);
    const headers = { 'x-access-token': token, 'Idempotency-Key': crypto.randomUUID() };
    const refused = await call(mock, 'POST', `/style-b/v1/cards/${cardId}/unfreeze`, { accountId }, headers);
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      code: '40002',
      message: expect.stringContaining('restricted by an administrator'),
    });
    await call(mock, 'POST', `/_mock/portal/cards/${cardId}/unrestrict`);
    const again = { ...headers, 'Idempotency-Key': crypto.randomUUID() };
    const frozen = await call(mock, 'POST', `/style-b/v1/cards/${cardId}/freeze`, { accountId }, again);
    expect(frozen.status).toBe(200);
  });
});
