import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClock, createMock, type Mock } from '../src';
import { CARD_SECRETS, CARDS } from '../src/domain/cards';
import { luhnValid } from '../src/domain/ids';
import { issuedCard } from './support/style-a-cards';
import { runStyleBJourney } from './support/style-b-full-journey';
import { styleBToken } from './support/test-mock';

// Full card numbers may appear only in Style B's testing endpoint, Style A's encrypted envelope and the
// widget page (G-60). After both styles' card flows run on one mock, nothing it logged, no event
// and no webhook body holds an issued card number, or any Luhn-valid 13 to 19 digit run at all.
let mock: Mock;
const logged: string[] = [];
const webhookBodies: string[] = [];

beforeAll(async () => {
  for (const method of ['log', 'info', 'warn', 'error'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      logged.push(args.map((a) => (a instanceof Error ? `${a.message}\n${a.stack}` : String(a))).join(' '));
    });
  }
  mock = createMock({
    clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }),
    webhookUrl: 'https://receiver.example.test/b',
    webhookFetch: async (_url, init) => {
      webhookBodies.push(String(init.body));
      return new Response(null, { status: 204 });
    },
  });
  const control = (path: string, body: unknown) =>
    mock.fetch(`http://127.0.0.1:4010/_mock${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  await control('/webhooks/endpoints', {
    url: 'https://receiver.example.test/a',
    style: 'a',
    secret: 'a-secret-for-the-scan',
  });
  const { styleB, controlUrl } = mock.config();
  await styleBToken(mock);
  await runStyleBJourney({ ...styleB, controlUrl, fetch: mock.fetch });
  const styleBCard = [...mock.ctx.storage.collection(CARDS).values()].find((c) => c.style === 'b');
  const { card } = await issuedCard(mock);
  for (const cardId of [styleBCard?.id, card.id]) {
    const auth = await control('/simulate/authorize', { cardId, amount: '1.00' });
    const { data } = (await auth.json()) as { data: { cardTransactionId: string } };
    await control('/simulate/settle', { cardTransactionId: data.cardTransactionId });
  }
  await mock.idle();
});

afterAll(() => {
  vi.restoreAllMocks();
  mock.close();
});

const issuedNumbers = () =>
  [...mock.ctx.storage.collection(CARD_SECRETS).values()].map((secrets) => secrets.cardNumber);

function exposures(text: string): string[] {
  const known = issuedNumbers().filter((number) => text.includes(number));
  const luhnRuns = [...text.matchAll(/(?<!\d)\d{13,19}(?!\d)/g)].map((m) => m[0]).filter(luhnValid);
  return [...known, ...luhnRuns];
}

describe('no full card number outside its three places', () => {
  it('issued cards of both styles', () => expect(issuedNumbers().length).toBeGreaterThanOrEqual(2));

  it('would detect a card number planted in text', () => {
    expect(exposures(`charged ${issuedNumbers()[0]} today`)).not.toEqual([]);
    expect(exposures('4242424242424242')).toEqual(['4242424242424242']);
  });

  it('is absent from every event', () => {
    const events = JSON.stringify([...mock.ctx.storage.collection('events').values()]);
    expect(events.length).toBeGreaterThan(1000);
    expect(exposures(events)).toEqual([]);
  });

  it('is absent from every webhook body sent and every recorded delivery', () => {
    expect(webhookBodies.length).toBeGreaterThan(5);
    expect(exposures(webhookBodies.join('\n'))).toEqual([]);
    expect(
      exposures(JSON.stringify([...mock.ctx.storage.collection('webhooks.deliveries').values()])),
    ).toEqual([]);
  });

  it('is absent from the request log, the state read and everything logged', async () => {
    const requests = await (await mock.fetch('http://127.0.0.1:4010/_mock/requests?limit=500')).text();
    const state = await (await mock.fetch('http://127.0.0.1:4010/_mock/state')).text();
    expect(exposures(requests)).toEqual([]);
    expect(exposures(state)).toEqual([]);
    expect(exposures(logged.join('\n'))).toEqual([]);
  });
});
