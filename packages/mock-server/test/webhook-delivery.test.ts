import { createHmac, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '../src';
import { styleBCardholderBody } from '../src/testing';
import { onboardedAccount, styleBClient } from './support/style-b-journey';
import { styleBToken } from './support/test-mock';

const T0 = Date.parse('2026-01-01T00:00:00Z');
let mock: Mock;
afterEach(() => mock?.close());

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A local receiver: records what arrives; answers 503 while `down`. */
function receiver() {
  const received: Received[] = [];
  let down = false;
  return {
    received,
    setDown: (value: boolean) => {
      down = value;
    },
    fetch: async (_url: string, init: RequestInit) => {
      received.push({ headers: Object.fromEntries(new Headers(init.headers)), body: String(init.body) });
      return new Response(null, { status: down ? 503 : 204 });
    },
  };
}

const settleDeliveries = () => mock.idle();

async function control(path: string, body?: unknown) {
  const response = await mock.fetch(`http://127.0.0.1:4010/_mock${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return (await response.json()) as { data: Record<string, unknown> };
}

describe('signed webhooks for a purchase', () => {
  it('delivers CARD_TRANSACTION events signed with the webhookSecret, retried while the receiver is down', async () => {
    const local = receiver();
    mock = createMock({
      clock: createClock({ frozenAt: T0 }),
      webhookUrl: 'https://receiver.example.test/hooks',
      webhookFetch: local.fetch,
    });
    const b = styleBClient(mock, await styleBToken(mock));
    const { accountId } = await onboardedAccount(mock, b, 'ann@example.com');
    const binId = mock.seeded.styleB.bins.find((bin) => bin.family === 'US')?.id;
    const key = () => ({ 'Idempotency-Key': randomUUID() });
    const holder = await b.send(
      'POST',
      '/v1/cardholders',
      styleBCardholderBody({ accountId, binId, email: 'ann@example.com', referenceId: 'h1' }),
      key(),
    );
    mock.clock.advance(1_000);
    const { budgetId } = (await b.send('POST', '/v1/budgets', { accountId, name: 'Main' }, key())).body
      .data as { budgetId: string };
    await b.send('POST', `/v1/budgets/${budgetId}/transfer-in`, {
      accountId,
      clientTransactionId: 'fund',
      amount: '100.00',
    });
    const { cardId } = (
      await b.send(
        'POST',
        '/v1/budget-card',
        {
          accountId,
          binId,
          cardMode: 'VIRTUAL_CARD',
          cardholderId: (holder.body.data as { cardholderId: string }).cardholderId,
          budgetId,
          referenceId: 'c1',
        },
        key(),
      )
    ).body.data as { cardId: string };
    await settleDeliveries();

    local.setDown(true);
    const { cardTransactionId } = (
      await control('/simulate/authorize', { cardId, amount: '42.50', merchantName: 'Blue Bottle' })
    ).data as {
      cardTransactionId: string;
    };
    await settleDeliveries();
    const isPurchase = (r: Received) =>
      (JSON.parse(r.body) as { eventType: string }).eventType.startsWith('CARD_TRANSACTION');
    expect(local.received.filter(isPurchase)).toHaveLength(1);

    // The receiver comes back; the retry 30 s later delivers the same bytes.
    local.setDown(false);
    mock.clock.advance(29_999);
    await settleDeliveries();
    expect(local.received.filter(isPurchase)).toHaveLength(1);
    mock.clock.advance(1);
    await settleDeliveries();
    const [first, retry] = local.received.filter(isPurchase);
    expect(retry?.body).toBe(first?.body);

    await control('/simulate/settle', { cardTransactionId });
    await control('/simulate/refund', { cardTransactionId, amount: '10.00' });
    await settleDeliveries();

    const purchase = local.received.filter(isPurchase);
    const { webhookSecret } = mock.seeded.styleB;
    const statuses: string[] = [];
    for (const delivery of purchase) {
      const envelope = JSON.parse(delivery.body) as {
        eventId: string;
        eventType: string;
        apiVersion: string;
        resource: string;
      };
      expect(delivery.headers.signature).toBe(
        createHmac('sha256', webhookSecret).update(envelope.resource).digest('base64'),
      );
      expect(delivery.headers['event-id']).toBe(envelope.eventId);
      expect(envelope.apiVersion).toBe('v1');
      const resource = JSON.parse(envelope.resource) as { cardTransactionId: string; status: string };
      expect(resource.cardTransactionId).toBe(cardTransactionId);
      expect(delivery.body).not.toMatch(/cardNumber|cvv/);
      statuses.push(`${envelope.eventType}:${resource.status}`);
    }
    // Deliveries in flight together (the settle's and the refund's) may arrive in either order, as from
    // the real service: receivers upsert by cardTransactionId.
    expect([...statuses].sort()).toEqual([
      'CARD_TRANSACTION.CREATED:PENDING',
      'CARD_TRANSACTION.CREATED:PENDING',
      'CARD_TRANSACTION.UPDATED:CLOSED',
      'CARD_TRANSACTION.UPDATED:REFUNDED',
    ]);

    const deliveries = (await control('/webhooks/deliveries?status=delivered')).data.items as Array<{
      eventType: string;
      attempts: unknown[];
    }>;
    const created = deliveries.find((d) => d.eventType === 'CARD_TRANSACTION.CREATED');
    expect(created?.attempts).toEqual([
      expect.objectContaining({ attempt: 1, status: 503, error: 'unexpected status 503' }),
      expect.objectContaining({ attempt: 2, status: 204, error: null }),
    ]);
  });

  it('puts a delivery in the dead-letter queue after 8 attempts and replays it', async () => {
    const local = receiver();
    local.setDown(true);
    mock = createMock({
      clock: createClock({ frozenAt: T0 }),
      webhookUrl: 'https://receiver.example.test/hooks',
      webhookFetch: local.fetch,
    });
    const b = styleBClient(mock, await styleBToken(mock));
    await onboardedAccount(mock, b, 'ann@example.com'); // KYC.UPDATED
    await settleDeliveries();
    for (const delay of [30, 60, 300, 900, 3_600, 14_400, 86_400]) {
      mock.clock.advance(delay * 1_000);
      await settleDeliveries();
    }
    const [dead] = (await control('/webhooks/deliveries?status=dead')).data.items as Array<{
      id: string;
      attempts: unknown[];
    }>;
    expect(dead?.attempts).toHaveLength(8);
    local.setDown(false);
    const replayed = await control(`/webhooks/deliveries/${dead?.id}/replay`, {});
    expect(replayed.data).toMatchObject({ status: 'delivered' });
    expect((replayed.data.attempts as unknown[]).length).toBe(9);
  });
});
