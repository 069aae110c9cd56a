import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '../../mock-server/src';
import { styleBToken } from '../../mock-server/src/app/test-helpers';
import { deliveryBody, deliveryHeaders } from '../../mock-server/src/domain/webhooks/delivery-request';
import { onboardedAccount, styleBClient } from '../../mock-server/src/style-b/operations/style-b-journey';
import {
  createDeduplicator,
  createTransactionUpserter,
  type StyleBWebhookEvent,
  verifyStyleAWebhook,
  verifyStyleBWebhook,
} from '../src';

let mock: Mock;
afterEach(() => mock?.close());

describe('events captured from the mock', () => {
  it('verifies every Style B delivery of a card journey and upserts its transactions', async () => {
    const received: Array<{ headers: Headers; body: string }> = [];
    mock = createMock({
      clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }),
      webhookUrl: 'https://receiver.example.test/hooks',
      webhookFetch: async (_url: string, init: RequestInit) => {
        received.push({ headers: new Headers(init.headers), body: String(init.body) });
        return new Response(null, { status: 204 });
      },
    });
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
        referenceId: 'h1',
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
      .data as {
      budgetId: string;
    };
    await b.send('POST', `/v1/budgets/${budgetId}/transfer-in`, {
      accountId,
      clientTransactionId: 'f',
      amount: '100.00',
    });
    const cardholderId = (holder.body.data as { cardholderId: string }).cardholderId;
    const card = { accountId, binId, cardMode: 'VIRTUAL_CARD', cardholderId, budgetId, referenceId: 'c1' };
    const { cardId } = (await b.send('POST', '/v1/budget-card', card, key())).body.data as { cardId: string };
    const simulate = (path: string, body: unknown) =>
      mock.fetch(`http://127.0.0.1:4010/_mock/simulate/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const authorized = await (
      await simulate('authorize', { cardId, amount: '42.50', merchantName: 'Café “Ü” / 東京' })
    ).json();
    const { cardTransactionId } = (authorized as { data: { cardTransactionId: string } }).data;
    await simulate('settle', { cardTransactionId });
    await mock.idle();

    const { webhookSecret } = mock.seeded.styleB;
    const events: StyleBWebhookEvent[] = [];
    for (const delivery of received) {
      events.push(
        await verifyStyleBWebhook({
          body: delivery.body,
          signature: delivery.headers.get('Signature'),
          secret: webhookSecret,
        }),
      );
    }
    expect(events.map((event) => event.eventType)).toEqual(
      expect.arrayContaining([
        'KYC.UPDATED',
        'CARDHOLDER.CREATED',
        'CARD.CREATED',
        'CARD_TRANSACTION.CREATED',
        'CARD_TRANSACTION.UPDATED',
      ]),
    );
    for (const [index, event] of events.entries())
      expect(received[index]?.headers.get('Event-Id')).toBe(event.eventId);
    await expect(
      verifyStyleBWebhook({
        body: received[0]?.body ?? '',
        signature: received[0]?.headers.get('Signature'),
        secret: 'whsec_wrong',
      }),
    ).rejects.toThrow(/signature mismatch/);

    // A receiver: de-duplicate on eventId, upsert by cardTransactionId, in any arrival order.
    const dedupe = createDeduplicator();
    const transactions = createTransactionUpserter();
    for (const event of [...events].reverse().concat(events)) {
      await dedupe.run(event, async () => {
        if (
          event.eventType === 'CARD_TRANSACTION.CREATED' ||
          event.eventType === 'CARD_TRANSACTION.UPDATED'
        ) {
          await transactions.upsert(event.payload);
        }
      });
    }
    expect(await transactions.get(cardTransactionId)).toMatchObject({
      status: 'CLOSED',
      merchantName: 'Café “Ü” / 東京',
    });
  });

  it('verifies a Style A delivery built and signed by the mock’s own delivery code', async () => {
    const event = {
      id: 'evt_mock_a',
      style: 'a' as const,
      type: 'card.frozen',
      at: Date.parse('2026-01-01T00:00:00Z'),
      programId: 'org_1',
      environment: 'sandbox' as const,
      payload: { id: 'card_1', status: 'FROZEN', label: 'Ünïcødé \u2028 a/b' },
    };
    const body = deliveryBody(event);
    const headers = await deliveryHeaders('a', body, 'whsec_style_a_example', 'card-issuance-mock/test');
    const verified = await verifyStyleAWebhook({
      body,
      signature: headers['x-webhook-signature'],
      secret: 'whsec_style_a_example',
    });
    expect(verified).toMatchObject({ id: 'evt_mock_a', type: 'card.frozen', data: { status: 'FROZEN' } });
  });
});
