// The GET a card of the in-process row, shared by the in-process comparison and the baseline's child processes.
import type { Mock } from '@card-issuance/mock-server';
import type { styleBCard } from '@card-issuance/mock-server/testing';
import { createMinimalApp } from '../minimal-hono-app.ts';

/** The two ways of the row: the mock's URL and init, and the minimal Hono app with its own URL. */
export interface GetCardPair {
  ourUrl: string;
  init: { headers: { 'x-access-token': string } };
  app: ReturnType<typeof createMinimalApp>;
  honoUrl: string;
}

/**
 * Seeds one Style B card in `mock` (with that build's `styleBCard`), and makes the minimal Hono app holding
 * the same card: the GET a card both ways answer alike.
 *
 * @example
 * const { ourUrl, init, app, honoUrl } = await getCardPair(mock, styleBCard);
 */
export async function getCardPair(
  mock: Pick<Mock, 'fetch' | 'config'>,
  seed: typeof styleBCard,
): Promise<GetCardPair> {
  const config = mock.config();
  const fixture = await seed({ fetch: mock.fetch, config });
  const query = `${fixture.cardId}?accountId=${fixture.accountId}`;
  return {
    ourUrl: `${config.styleB.baseUrl}/v1/cards/${query}`,
    init: { headers: { 'x-access-token': fixture.token } },
    app: createMinimalApp({ accountId: fixture.accountId, cardId: fixture.cardId }),
    honoUrl: `http://127.0.0.1/style-b/v1/cards/${query}`,
  };
}
