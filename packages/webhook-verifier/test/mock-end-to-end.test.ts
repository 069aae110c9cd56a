import { afterEach, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '../../mock-server/src';
import { deliveryBody, deliveryHeaders } from '../../mock-server/src/domain/webhooks/delivery-request';
import { purchase, styleBCard } from '../../mock-server/src/testing';
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
    // The shared journeys of @card-issuance/mock-server/testing: an issued card, then a settled purchase.
    const target = { fetch: mock.fetch, config: mock.config() };
    const { cardId } = await styleBCard(target);
    const { cardTransactionId } = await purchase(target, cardId, {
      amount: '42.50',
      merchantName: 'Café “Ü” / 東京',
    });
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
