// The faster alternative: no interception at all. The SDK and the journeys take the mock's own `fetch`
// (18.7 µs a call against 712 µs through msw 3; bench/README.md: "`mock.fetch` ≥ 0.8x a minimal Hono `app.fetch`", "our msw 3 handlers ≤ 1.2x"). Use it
// when the code under test lets you pass a `fetch`; use MSW when it calls the global fetch itself.
import { createMock } from '@card-issuance/mock-server';
import { styleBCard } from '@card-issuance/mock-server/testing';
import { createStyleBClient } from '@card-issuance/sdk-style-b';
import { expect, it } from 'vitest';
import { createCardListStore } from '../src';

it('runs the same store on mock.fetch, with no MSW', async () => {
  const mock = createMock();
  const { accountId, cardId } = await styleBCard({ fetch: mock.fetch, config: mock.config() });
  const { baseUrl, clientId, clientSecret } = mock.config().styleB;
  const client = createStyleBClient({ baseUrl, clientId, clientSecret, fetch: mock.fetch });
  const store = createCardListStore({ client, accountId });

  await store.load();
  await store.toggleFreeze(cardId);

  expect(store.getState().cards).toEqual([expect.objectContaining({ cardId, status: 'FROZEN' })]);
});
