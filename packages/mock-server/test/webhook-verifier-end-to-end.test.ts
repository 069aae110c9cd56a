import {
  createDeduplicator,
  createTransactionUpserter,
  STYLE_B_EVENT_TYPES,
  type StyleBWebhookEvent,
  verifyStyleAWebhook,
  verifyStyleBWebhook,
} from '@card-issuance/webhook-verifier';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '../src';
import { deliveryBody, deliveryHeaders } from '../src/domain/webhooks/delivery-request';
import { callJson, control, purchase, styleBCard } from '../src/testing';

// The verifier (a devDependency, from its sources) accepts every delivery the mock sends: signatures,
// event types and payloads, through the public verify functions.

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
    const { cardId, accountId, token } = await styleBCard(target);
    const { cardTransactionId } = await purchase(target, cardId, {
      amount: '42.50',
      merchantName: 'Café “Ü” / 東京',
    });
    // Frozen, unfrozen, frozen again: the third CARD.UPDATED repeats the first's resource byte for byte.
    for (const action of ['freeze', 'unfreeze', 'freeze']) {
      await callJson(
        mock.fetch,
        action,
        'POST',
        `${target.config.styleB.baseUrl}/v1/cards/${cardId}/${action}`,
        { accountId },
        { 'x-access-token': token },
      );
    }
    await control(target).styleB.kybDecision({ accountId, status: 'APPROVED' });
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
    // Every event type the mock emits verifies, and its payload is the one its type claims.
    expect(new Set(events.map((event) => event.eventType))).toEqual(new Set(STYLE_B_EVENT_TYPES));
    // Each event its own key: from the signed resource, or the eventId for card events, whose
    // resource repeats when a card returns to an earlier state.
    expect(new Set(events.map((event) => event.dedupeKey)).size).toBe(events.length);
    const frozen = events.filter((e) => e.eventType === 'CARD.UPDATED' && e.payload.status === 'FROZEN');
    expect(frozen.map((e) => e.resource)).toEqual([frozen[0]?.resource, frozen[0]?.resource]);
    for (const [index, event] of events.entries())
      expect(received[index]?.headers.get('Event-Id')).toBe(event.eventId);
    await expect(
      verifyStyleBWebhook({
        body: received[0]?.body ?? '',
        signature: received[0]?.headers.get('Signature'),
        secret: 'whsec_wrong',
      }),
    ).rejects.toThrow(/signature mismatch/);

    // A receiver: de-duplicate on dedupeKey, upsert by cardTransactionId, in any arrival order.
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
