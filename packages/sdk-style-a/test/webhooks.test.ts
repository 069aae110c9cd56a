import { afterAll, describe, expect, it } from 'vitest';
import { clientFor, control, frozenMock, issueCard } from './support/setup';

// The mock delivers its own signed Style A events to a receiver we stand in for through `webhookFetch`.
const deliveries: Array<{ body: string; signature: string | null }> = [];
const mock = frozenMock({
  webhookFetch: async (_url, init) => {
    deliveries.push({
      body: String(init.body),
      signature: new Headers(init.headers).get('x-webhook-signature'),
    });
    return new Response(null, { status: 204 });
  },
});
afterAll(() => mock.close());
const secret = 'style-a-subscription-secret';

describe('client.webhooks.verify', () => {
  it('verifies the events of a card journey the mock signs, and refuses tampered ones', async () => {
    const ctl = control(mock.fetch);
    await ctl.webhookEndpoint('https://receiver.example.test/hooks/a', secret);
    const client = clientFor(mock, { webhookSecret: secret });
    const { card } = await issueCard(client, ctl, mock.ctx.settings.kycDecisionDelayMs);
    await client.cards.freeze(card.id);
    await mock.idle();
    const events = await Promise.all(deliveries.map((d) => client.webhooks.verify(d)));
    const types = events.map((e) => e.type);
    expect(types).toContain('applicant.approved');
    expect(types).toContain('card.frozen');
    expect(events.find((e) => e.type === 'card.frozen')?.data).toMatchObject({
      id: card.id,
      status: 'FROZEN',
    });
    const [first] = deliveries;
    if (!first) throw new Error('no delivery');
    await expect(client.webhooks.verify({ ...first, body: first.body.replace('{', '{ ') })).rejects.toThrow(
      /signature/i,
    );
    await expect(client.webhooks.verify({ ...first, secret: 'another-secret-value' })).rejects.toThrow();
  });
});
