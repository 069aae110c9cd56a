import { signStyleBWebhook } from '@card-issuance/webhook-verifier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWebhookListener, type WebhookListener } from './webhook-listener.ts';

const secret = 'whsec_listener_test_secret';
let listener: WebhookListener;
beforeAll(async () => {
  listener = await startWebhookListener({ secret });
});
afterAll(() => listener.close());

const post = (delivery: { headers: Record<string, string>; body: string }) =>
  fetch(listener.url, { method: 'POST', headers: delivery.headers, body: delivery.body });
// A whole card payload, though the listener only reads `cardId` and `status`: the verifier checks that the
// signed resource is what its event type says (S-16), so a partial card would be refused.
const card = (cardId: string, status: string) =>
  JSON.stringify({
    cardId,
    accountId: 'acct_1',
    cardholderId: 'chd_1',
    budgetId: 'bdg_1',
    binId: 'bin_1',
    referenceId: `ref-${cardId}`,
    cardMode: 'VIRTUAL_CARD',
    status,
    label: null,
    useType: null,
    maskedCardNumber: '411111******1111',
    last4: '1111',
    expiryMonth: '12',
    expiryYear: '2029',
    velocityControl: { type: 'DAY', limit: '100.00' },
    createdAt: '2026-01-01T00:00:00.000Z',
    reasonCode: null,
  });

describe('startWebhookListener', () => {
  it('refuses a delivery signed with another secret, and never hands it out', async () => {
    const forged = await signStyleBWebhook({
      secret: 'whsec_someone_else',
      eventType: 'CARD.UPDATED',
      resource: card('card_forged', 'FROZEN'),
    });
    expect((await post(forged)).status).toBe(401);
    expect(listener.events).toEqual([]);
  });

  it('resolves a waiter when the matching verified event arrives', async () => {
    const waiting = listener.waitFor('CARD.UPDATED', (payload) => payload.cardId === 'card_1');
    const other = await signStyleBWebhook({
      secret,
      eventType: 'CARD.UPDATED',
      resource: card('card_2', 'ACTIVE'),
    });
    const wanted = await signStyleBWebhook({
      secret,
      eventType: 'CARD.UPDATED',
      resource: card('card_1', 'FROZEN'),
    });
    expect((await post(other)).status).toBe(204);
    expect((await post(wanted)).status).toBe(204);
    expect((await waiting).payload).toMatchObject({ cardId: 'card_1', status: 'FROZEN' });
    // An event received before the wait began is found too.
    expect((await listener.waitFor('CARD.UPDATED', (p) => p.cardId === 'card_2')).payload.status).toBe(
      'ACTIVE',
    );
  });
});
