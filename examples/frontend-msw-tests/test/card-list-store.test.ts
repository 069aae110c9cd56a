import { styleBCard } from '@card-issuance/mock-server/testing';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type CardListState, createCardListStore } from '../src';
import { controlApi, sandboxClient, server, target } from './mock-network';

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
// Back to the seed after each test: no account, card or fault leaks into the next one.
afterEach(() => controlApi('POST', '/reset'));
afterAll(() => server.close());

/** A store on a fresh account with one ACTIVE card, loaded. */
async function loadedStore() {
  const fixture = await styleBCard(target);
  const client = sandboxClient();
  const store = createCardListStore({ client, accountId: fixture.accountId });
  await store.load();
  return { ...fixture, client, store };
}

const row = (state: CardListState, cardId: string) => state.cards.find((card) => card.cardId === cardId);

describe('card list', () => {
  it('shows the cards of the account with their last four digits and status, never the full number', async () => {
    const { store, client, cardId, accountId } = await loadedStore();
    const secrets = await client.cards.getSecrets(cardId, { accountId });

    expect(store.getState()).toMatchObject({ loading: false, error: null });
    expect(store.getState().cards).toEqual([
      expect.objectContaining({
        cardId,
        title: 'Virtual card',
        number: `•••• ${secrets.cardNumber.slice(-4)}`,
        status: 'ACTIVE',
        statusLabel: 'Active',
        pending: false,
      }),
    ]);
    expect(JSON.stringify(store.getState())).not.toContain(secrets.cardNumber);
  });

  it('says to sign in again when the credentials are refused', async () => {
    const { accountId } = await styleBCard(target);
    const store = createCardListStore({ client: sandboxClient({ clientSecret: 'wrong' }), accountId });
    await store.load();
    expect(store.getState()).toMatchObject({
      loading: false,
      cards: [],
      error: 'Your session has expired. Please sign in again.',
    });
  });
});

describe('freeze and unfreeze', () => {
  it('shows FROZEN at once, while the call is in flight, and keeps it once the service confirms', async () => {
    const { store, client, cardId, accountId } = await loadedStore();
    const seen: CardListState[] = [];
    store.subscribe((state) => seen.push(state));

    const done = store.toggleFreeze(cardId);
    expect(row(store.getState(), cardId)).toMatchObject({ status: 'FROZEN', pending: true });
    await done;

    expect(row(store.getState(), cardId)).toMatchObject({
      status: 'FROZEN',
      statusLabel: 'Frozen',
      pending: false,
    });
    expect(store.getState().error).toBeNull();
    const page = await client.cards.list({ accountId, cardId });
    expect(page.items[0]?.status).toBe('FROZEN');

    await store.toggleFreeze(cardId);
    expect(row(store.getState(), cardId)).toMatchObject({ status: 'ACTIVE', pending: false });
    // The screen never showed anything but the two statuses: no flicker back while pending.
    expect(new Set(seen.map((state) => row(state, cardId)?.status))).toEqual(new Set(['FROZEN', 'ACTIVE']));
  });

  it('rolls back to ACTIVE with a friendly message when the service keeps failing', async () => {
    const { store, client, cardId, accountId } = await loadedStore();
    // The first call and both of the SDK's retries answer 503.
    await controlApi('POST', '/faults', {
      match: { method: 'POST', path: '/v1/cards/*', style: 'b' },
      count: 3,
      effect: { type: 'status', status: 503 },
    });

    await store.toggleFreeze(cardId);

    expect(row(store.getState(), cardId)).toMatchObject({ status: 'ACTIVE', pending: false });
    expect(store.getState().error).toBe(
      'The card service is unavailable right now. Please try again in a moment.',
    );
    const faults = (await controlApi('GET', '/faults')) as { items: Array<{ remaining: number }> };
    expect(faults.items.map((fault) => fault.remaining)).toEqual([0]);
    const page = await client.cards.list({ accountId, cardId });
    expect(page.items[0]?.status).toBe('ACTIVE');
  });

  it('hides a passing failure: one 503 is retried by the SDK and the freeze goes through', async () => {
    const { store, cardId } = await loadedStore();
    await controlApi('POST', '/faults', {
      match: { method: 'POST', path: '/v1/cards/*', style: 'b' },
      count: 1,
      effect: { type: 'status', status: 503 },
    });

    await store.toggleFreeze(cardId);

    expect(row(store.getState(), cardId)).toMatchObject({ status: 'FROZEN', pending: false });
    expect(store.getState().error).toBeNull();
  });

  it('rolls back and says the connection is down when every attempt loses its connection', async () => {
    const { store, cardId } = await loadedStore();
    await controlApi('POST', '/faults', {
      match: { style: 'b' },
      count: 3,
      effect: { type: 'network-error' },
    });

    await store.toggleFreeze(cardId);

    expect(row(store.getState(), cardId)).toMatchObject({ status: 'ACTIVE', pending: false });
    expect(store.getState().error).toBe(
      'Cannot reach the card service. Check your connection and try again.',
    );
  });

  it('explains a refusal of the service: a card closed elsewhere cannot be frozen', async () => {
    const { store, client, cardId, accountId } = await loadedStore();
    await client.cards.close(cardId, { accountId }); // from another device: the list is now stale

    await store.toggleFreeze(cardId);

    expect(row(store.getState(), cardId)).toMatchObject({ status: 'ACTIVE', pending: false });
    expect(store.getState().error).toBe('This card is closed and can no longer be changed.');
  });
});
