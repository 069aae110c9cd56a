import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClock, createMock } from '@card-issuance/mock-server';
import { type ListeningMock, listen } from '@card-issuance/mock-server/node';
import {
  callJson,
  type JourneyTarget,
  purchase,
  styleACard,
  styleBCard,
} from '@card-issuance/mock-server/testing';
import { signStyleAWebhook, signStyleBWebhook } from '@card-issuance/webhook-verifier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReceiverCore, type ReceiverCore } from './receiver-core.ts';
import { registerReceiver } from './register-receiver.ts';
import { type Framework, type RunningReceiver, startReceiver } from './start-receiver.ts';

const STYLE_A_SECRET = 'whsec_style_a_receiver_example';
type Attempt = { attempt: number; at: string; status: number | null; error: string | null };
type Delivery = { id: string; eventType: string; endpointId: string; status: string; attempts: Attempt[] };
// The retry schedule (specs/DECISIONS.md E-7): 8 attempts, each this long after the previous one. The README
// states the count; the dead-letter test reads it from there.
const README_ATTEMPTS = Number(
  /walk their (\d+) attempts/.exec(readFileSync(join(import.meta.dirname, '../README.md'), 'utf8'))?.[1],
);
const MINUTE = 60_000;
const ATTEMPT_GAPS_MS = [
  30_000,
  MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  60 * MINUTE,
  4 * 60 * MINUTE,
  24 * 60 * MINUTE,
];
type InboxEntry = { headers: Record<string, string>; body: string };

describe.each<Framework>(['express', 'hono'])('the %s receiver', (framework) => {
  // A frozen clock: deliveries due now still go out at once, and the retry schedule moves only when told.
  const mock = createMock({ clock: createClock({ frozenAt: Date.parse('2026-03-02T09:00:00Z') }) });
  let server: ListeningMock;
  let target: JourneyTarget;
  let core: ReceiverCore;
  let receiver: RunningReceiver;
  let endpoints: { styleB: string; styleA: string };
  let cardId: string;
  let styleBSecret: string;

  const controlJson = async <T>(path: string, init?: RequestInit) =>
    ((await (await fetch(`${target.config.controlUrl}${path}`, init)).json()) as { data: T }).data;
  const deliver = (style: 'a' | 'b', headers: Record<string, string>, body: string) =>
    fetch(`${receiver.url}/webhooks/style-${style}`, { method: 'POST', headers, body });
  const handledIds = () => core.store.events.map((h) => (h.style === 'b' ? h.event.eventId : h.event.id));
  // The mock's own inbox gets the same Style B deliveries, so tests can resend one byte for byte.
  const inboxDelivery = async (eventType: string, cardTransactionId: string) => {
    const inbox = await controlJson<{ items: InboxEntry[] }>('/webhooks/inbox?limit=500');
    const entry = inbox.items.find((item) => {
      const envelope = JSON.parse(item.body) as { eventType: string; resource: string };
      return envelope.eventType === eventType && envelope.resource.includes(`"${cardTransactionId}"`);
    });
    if (!entry) throw new Error(`no ${eventType} of ${cardTransactionId} in the inbox`);
    return entry;
  };

  beforeAll(async () => {
    server = await listen(mock, { port: 0 });
    const config = mock.config(server.origin);
    target = { fetch: (input, init) => fetch(input, init), config };
    styleBSecret = config.styleB.webhookSecret;
    core = createReceiverCore({ styleBSecret: config.styleB.webhookSecret, styleASecret: STYLE_A_SECRET });
    receiver = await startReceiver(framework, core, { port: 0 });
    endpoints = await registerReceiver(config.controlUrl, receiver.url, { styleASecret: STYLE_A_SECRET });
    await callJson(target.fetch, 'inbox endpoint', 'POST', `${config.controlUrl}/webhooks/endpoints`, {
      url: `${config.controlUrl}/webhooks/inbox`,
      style: 'b',
    });
    ({ cardId } = await styleBCard(target, { fund: '200.00' }));
  });
  afterAll(async () => {
    await receiver.close();
    await server.close();
    mock.close();
  });

  it('keeps each Style B transaction at its latest status', async () => {
    const settled = await purchase(target, cardId, { amount: '42.50', merchantName: 'Blue Bottle' });
    const pending = await purchase(target, cardId, { amount: '12.00', settle: false });
    await mock.idle();
    expect(core.store.transactions.get(settled.cardTransactionId)).toMatchObject({
      cardId,
      status: 'CLOSED',
      settledAmount: '42.50',
    });
    expect(core.store.transactions.get(pending.cardTransactionId)?.status).toBe('PENDING');

    await callJson(target.fetch, 'reverse', 'POST', `${target.config.controlUrl}/simulate/reverse`, {
      cardTransactionId: pending.cardTransactionId,
    });
    await mock.idle();
    expect(core.store.transactions.get(pending.cardTransactionId)?.status).toBe('REVERSED');
    // Every event handled once; the card's own events (CARD.CREATED...) are handled too.
    expect(new Set(handledIds()).size).toBe(core.store.events.length);
    expect(core.store.events.map((h) => (h.style === 'b' ? h.event.eventType : h.event.type))).toContain(
      'CARD.CREATED',
    );
  });

  it('verifies Style A deliveries with the endpoint secret; Style A purchases send no event', async () => {
    const styleA = await styleACard(target, { fundCents: 2_500 });
    expect((await purchase(target, styleA.cardId, { amount: '10.00' })).status).toBe('CLOSED');
    await callJson(
      target.fetch,
      'freeze',
      'POST',
      `${target.config.styleA.baseUrl}/v1/cards/${styleA.cardId}/freeze`,
      undefined,
      { authorization: `Bearer ${styleA.token}` },
    );
    await mock.idle();
    const styleAEvents = core.store.events.flatMap((h) => (h.style === 'a' ? [h.event] : []));
    expect(styleAEvents).toContainEqual(
      expect.objectContaining({
        type: 'applicant.approved',
        data: expect.objectContaining({ id: styleA.applicantId }),
      }),
    );
    expect(styleAEvents).toContainEqual(
      expect.objectContaining({
        type: 'card.frozen',
        data: expect.objectContaining({ id: styleA.cardId, status: 'FROZEN' }),
      }),
    );
    expect([...core.store.transactions.values()].some((t) => t.cardId === styleA.cardId)).toBe(false);
  });

  it('acknowledges a repeated delivery and changes nothing', async () => {
    const { cardTransactionId } = await purchase(target, cardId, { amount: '5.00' });
    await mock.idle();
    const created = await inboxDelivery('CARD_TRANSACTION.CREATED', cardTransactionId);
    const handledBefore = core.store.events.length;

    // The same delivery again (a retry whose first answer was lost): 204, and not handled twice.
    expect((await deliver('b', created.headers, created.body)).status).toBe(204);
    expect(core.store.events).toHaveLength(handledBefore);

    // The same content re-sent under a new event id (Style B signs only `resource`): still a duplicate, as
    // the de-duplication key is the digest of the signed resource (S-16); nothing is handled again.
    const envelope = JSON.parse(created.body) as { eventType: 'CARD_TRANSACTION.CREATED'; resource: string };
    const stale = await signStyleBWebhook({
      secret: styleBSecret,
      eventType: envelope.eventType,
      resource: envelope.resource,
    });
    expect((await deliver('b', stale.headers, stale.body)).status).toBe(204);
    expect(core.store.events).toHaveLength(handledBefore);
    expect(core.store.transactions.get(cardTransactionId)?.status).toBe('CLOSED');
  });

  it('refuses forged and tampered deliveries with 401 and stores nothing', async () => {
    const { cardTransactionId } = await purchase(target, cardId, { amount: '8.00' });
    await mock.idle();
    const handledBefore = core.store.events.length;
    const real = await inboxDelivery('CARD_TRANSACTION.UPDATED', cardTransactionId);

    const tampered = real.body.replace('\\"amount\\":\\"8.00\\"', '\\"amount\\":\\"0.01\\"');
    expect(tampered).not.toBe(real.body);
    expect((await deliver('b', real.headers, tampered)).status).toBe(401);

    const forgedB = await signStyleBWebhook({
      secret: 'whsec_not_the_program_secret',
      eventType: 'CARD_TRANSACTION.UPDATED',
      resource: JSON.parse(real.body).resource.replaceAll(cardTransactionId, 'txn_forged'),
    });
    expect((await deliver('b', forgedB.headers, forgedB.body)).status).toBe(401);

    const forgedA = await signStyleAWebhook({
      secret: 'whsec_not_the_endpoint_secret',
      body: JSON.stringify({
        id: crypto.randomUUID(),
        type: 'card.frozen',
        createdAt: new Date().toISOString(),
        data: {},
      }),
    });
    expect((await deliver('a', forgedA.headers, forgedA.body)).status).toBe(401);
    const { 'x-webhook-signature': _, ...unsigned } = forgedA.headers;
    expect((await deliver('a', unsigned, forgedA.body)).status).toBe(400);

    expect(core.store.events).toHaveLength(handledBefore);
    expect(core.store.transactions.has('txn_forged')).toBe(false);
    expect(core.store.transactions.get(cardTransactionId)).toMatchObject({
      amount: '8.00',
      status: 'CLOSED',
    });
  });

  it('catches up from the dead-letter queue through replays, in any order', async () => {
    await receiver.close(); // the receiver is down: every attempt fails
    const { cardTransactionId } = await purchase(target, cardId, { amount: '7.00' });
    await mock.advance(30 * 3_600_000); // all 8 attempts (about 29 h 22 min), then the dead-letter queue
    const dead = (await controlJson<{ items: Delivery[] }>('/webhooks/deliveries?status=dead')).items.filter(
      (d) => d.endpointId === endpoints.styleB,
    );
    expect(dead.map((d) => d.eventType).sort()).toEqual([
      'CARD_TRANSACTION.CREATED',
      'CARD_TRANSACTION.UPDATED',
    ]);
    for (const delivery of dead) {
      // Dead after the 8th failed attempt, each at its place in the schedule, none answered.
      const { attempts } = delivery;
      expect(attempts.map((a) => a.attempt)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
      expect(attempts).toHaveLength(README_ATTEMPTS);
      expect(attempts.slice(1).map((a, i) => Date.parse(a.at) - Date.parse(attempts[i]?.at ?? ''))).toEqual(
        ATTEMPT_GAPS_MS,
      );
      for (const attempt of attempts)
        expect(attempt).toMatchObject({ status: null, error: expect.any(String) });
    }

    receiver = await startReceiver(framework, core, { port: receiver.port }); // back, at the registered URL
    expect(core.store.transactions.has(cardTransactionId)).toBe(false);
    const replay = (type: string) => {
      const delivery = dead.find((d) => d.eventType === type);
      return controlJson<Delivery>(`/webhooks/deliveries/${delivery?.id}/replay`, { method: 'POST' });
    };
    // The settlement first, then the older authorization: the later status stays.
    expect((await replay('CARD_TRANSACTION.UPDATED')).status).toBe('delivered');
    expect(core.store.transactions.get(cardTransactionId)?.status).toBe('CLOSED');
    expect((await replay('CARD_TRANSACTION.CREATED')).status).toBe('delivered');
    expect(core.store.transactions.get(cardTransactionId)?.status).toBe('CLOSED');
  });
});
