import { afterEach, describe, expect, it } from 'vitest';
import { testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import { styleBCard } from '../testing';
import { MockControlError } from './control-error';
import { createMockControlClient } from './create-control-client';

let mock: Mock;
afterEach(() => mock?.close());

const clientOf = (m: Mock, token?: string) =>
  createMockControlClient({ url: m.config().controlUrl, fetch: m.fetch, ...(token ? { token } : {}) });

describe('createMockControlClient', () => {
  it('drives a purchase, the clock, webhooks and a reset through typed methods', async () => {
    // Deliveries go back into this mock, to its own inbox.
    mock = testMock({ webhookFetch: (input, init) => mock.fetch(input, init) });
    const control = clientOf(mock);
    const card = await styleBCard({ fetch: mock.fetch, config: mock.config() }, { fund: '50.00' });
    const endpoint = await control.webhooks.createEndpoint({
      url: `${mock.config().controlUrl}/webhooks/inbox`,
      style: 'b',
    });
    expect(endpoint.url).toMatch(/\/webhooks\/inbox$/);

    await control.webhooks.clearInbox();
    const purchase = await control.simulate.authorize({ cardId: card.cardId, amount: '12.50' });
    expect(purchase).toMatchObject({ status: 'PENDING', amount: '12.50' });
    const settled = await control.simulate.settle({ cardTransactionId: purchase.cardTransactionId });
    expect(settled.status).toBe('CLOSED');
    const held = await control.simulate.authorize({ cardId: card.cardId, amount: '3.00' });
    const expired = await control.simulate.expire({ cardTransactionId: held.cardTransactionId });
    expect(expired).toMatchObject({ cardTransactionId: held.cardTransactionId, status: 'REVERSED' });

    const before = await control.clock.get();
    const after = await control.clock.advance({ ms: 60_000 });
    expect(Date.parse(after.now) - Date.parse(before.now)).toBe(60_000);

    await mock.idle(); // the deliveries, in flight through the mock's own fetch
    const events = await control.events.list({ cardId: card.cardId, limit: 10 });
    expect(events.items.map((e) => e.type)).toContain('CARD_TRANSACTION.UPDATED');
    const deliveries = await control.webhooks.listDeliveries({ eventType: 'CARD_TRANSACTION.CREATED' });
    expect(deliveries.items[0]).toMatchObject({ endpointId: endpoint.id, status: 'delivered' });
    const inbox = await control.webhooks.listInbox();
    expect(inbox.items.map((item) => JSON.parse(item.body).eventType)).toContain('CARD_TRANSACTION.CREATED');

    await control.reset();
    expect((await control.webhooks.listEndpoints()).items).toEqual([]);
  });

  it('makes a sandbox, drives it through its own client and removes it', async () => {
    mock = testMock();
    const control = clientOf(mock);
    const sandbox = await control.sandboxes.create({ name: 'suite', seed: 'suite-seed' });
    expect(sandbox).toMatchObject({
      name: 'suite',
      controlUrl: `${mock.origin}/sandboxes/${sandbox.id}/_mock`,
    });
    const own = createMockControlClient({ url: sandbox.controlUrl, fetch: mock.fetch });
    await own.clock.freeze();
    await own.clock.advance({ ms: 3_600_000 });
    expect((await control.sandboxes.list()).items.map((s) => s.id)).toEqual([sandbox.id]);
    await expect(control.deleteSandbox()).rejects.toMatchObject({ code: 'CONFLICT', status: 409 });
    expect(await own.deleteSandbox()).toEqual({ id: sandbox.id, deleted: true });
    expect((await control.sandboxes.list()).items).toEqual([]);
  });

  it('throws MockControlError with the control code, and refuses a missing path id before sending', async () => {
    mock = testMock();
    const control = clientOf(mock);
    const error = await control.cards.freeze({ cardId: 'card_nope' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MockControlError);
    expect(error).toMatchObject({ code: 'NOT_FOUND', status: 404, operation: 'POST /cards/{cardId}/freeze' });
    expect((error as MockControlError).requestId).toMatch(/^[0-9a-f-]{36}$/);
    const sent: string[] = [];
    const recording = createMockControlClient({
      url: mock.config().controlUrl,
      fetch: (input, init) => {
        sent.push(String(input));
        return mock.fetch(input, init);
      },
    });
    await expect(recording.cards.freeze({ cardId: '' })).rejects.toThrow(/cardId is required/);
    expect(sent).toEqual([]);
    const bad = await control.clock.advance({ ms: -1 }).catch((e: unknown) => e);
    expect(bad).toMatchObject({ code: 'INVALID_REQUEST', status: 400 });
  });

  it('sends the control token, and reports a page that is not the control API as INVALID_RESPONSE', async () => {
    mock = testMock({ controlToken: 'tok_secret_0123456789' });
    await expect(clientOf(mock).clock.get()).rejects.toMatchObject({ code: 'UNAUTHORIZED', status: 401 });
    expect((await clientOf(mock, 'tok_secret_0123456789').clock.get()).now).toBeTypeOf('string');
    const html = createMockControlClient({
      url: 'http://proxy.example/_mock',
      fetch: async () => new Response('<html>502 Bad Gateway</html>', { status: 502 }),
    });
    await expect(html.config()).rejects.toMatchObject({ code: 'INVALID_RESPONSE', status: 502 });
    expect(() => createMockControlClient({ url: '127.0.0.1:4010/_mock' })).toThrow(/control URL/);
  });
});
