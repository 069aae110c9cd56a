import * as verifier from '@card-issuance/webhook-verifier';
import { afterAll, describe, expect, it } from 'vitest';
import * as sdk from '../src';
import { onboard } from './support/onboard';
import { clientFor, control, frozenMock } from './support/setup';

// The mock delivers its own signed events to a receiver we stand in for through `webhookFetch`.
const deliveries: Array<{ body: string; signature: string | null }> = [];
const mock = frozenMock({
  webhookUrl: 'https://receiver.example.test/hooks',
  webhookFetch: async (_url, init) => {
    deliveries.push({ body: String(init.body), signature: new Headers(init.headers).get('Signature') });
    return new Response(null, { status: 204 });
  },
});
afterAll(() => mock.close());

describe('client.webhooks.verify', () => {
  it('verifies the deliveries the mock signs, and refuses a tampered one', async () => {
    const client = clientFor(mock, { webhookSecret: mock.seeded.styleB.webhookSecret });
    await onboard(client, mock.seeded.styleB.parentAccountId, control(mock.fetch).advance);
    await mock.idle();
    expect(deliveries.length).toBeGreaterThan(0);
    const events = await Promise.all(deliveries.map((d) => client.webhooks.verify(d)));
    expect(events.map((e) => e.eventType)).toContain('CARD.CREATED');
    const [first] = deliveries;
    await expect(
      client.webhooks.verify({ body: first?.body.replace('"', ' "') ?? '', signature: 'AAAA' }),
    ).rejects.toThrow();
    await expect(
      client.webhooks.verify({ ...(first ?? { body: '', signature: null }), secret: 'another-secret' }),
    ).rejects.toThrow();
  });

  it('throws the verifier package’s own error classes, which this package re-exports', async () => {
    const client = clientFor(mock, { webhookSecret: 'whsec_other' });
    const signed = await verifier.signStyleBWebhook({
      secret: 'whsec_forged',
      eventType: 'KYC.UPDATED',
      resource: '{}',
    });
    const error = await client.webhooks.verify(signed).catch((caught: unknown) => caught);
    expect(sdk.SignatureMismatchError).toBe(verifier.SignatureMismatchError);
    expect(error).toBeInstanceOf(verifier.SignatureMismatchError);
    expect(error).toBeInstanceOf(sdk.SignatureMismatchError);
    expect(error).toBeInstanceOf(sdk.WebhookVerificationError);
  });
});
