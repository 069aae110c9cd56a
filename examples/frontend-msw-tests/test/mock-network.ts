import { createClock, createMock } from '@card-issuance/mock-server';
import { createMockHandlers } from '@card-issuance/mock-server/msw';
import type { JourneyTarget } from '@card-issuance/mock-server/testing';
import { createStyleBClient, type StyleBClient } from '@card-issuance/sdk-style-b';
import { setupServer } from 'msw/node';

// The app calls production-like URLs; MSW hands every such request to the in-process mock.
export const STYLE_B_URL = 'https://api.cards.example.test/style-b';
export const CONTROL_URL = 'https://mock.cards.example.test/_mock';

// A frozen clock: KYC and cardholder approval happen when the journeys advance it, never by waiting.
export const mock = createMock({ clock: createClock({ frozenAt: Date.parse('2026-01-05T09:00:00Z') }) });
export const server = setupServer(
  ...createMockHandlers(mock, { styleBBaseUrl: STYLE_B_URL, controlUrl: CONTROL_URL }),
);

const { styleB } = mock.config();

/**
 * Where the mock's journeys run: the global fetch (so through MSW, like the app) at the app's URLs.
 *
 * @example
 * const { accountId, cardId } = await styleBCard(target);
 */
export const target: JourneyTarget = {
  // Looked up on each call: MSW replaces the global fetch in `server.listen()`.
  fetch: (input, init) => fetch(input, init),
  config: { ...mock.config(), controlUrl: CONTROL_URL, styleB: { ...styleB, baseUrl: STYLE_B_URL } },
};

/**
 * A Style B client as the app builds it, with the sandbox credentials. Retries keep their count but
 * not their waits, so the tests that exhaust them stay fast.
 *
 * @example
 * const store = createCardListStore({ client: sandboxClient(), accountId });
 */
export function sandboxClient(overrides: { clientSecret?: string } = {}): StyleBClient {
  return createStyleBClient({
    baseUrl: STYLE_B_URL,
    clientId: styleB.clientId,
    clientSecret: overrides.clientSecret ?? styleB.clientSecret,
    retry: { baseDelayMs: 1, maxDelayMs: 1 },
  });
}

/**
 * Calls the control API (through MSW, like everything else) and answers its `data`.
 *
 * @example
 * await controlApi('POST', '/faults', { match: { style: 'b' }, count: 1, effect: { type: 'network-error' } });
 */
export async function controlApi(method: string, path: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${CONTROL_URL}${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path}: HTTP ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: unknown }).data;
}
