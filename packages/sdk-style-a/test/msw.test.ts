import { createMockHandlers } from '@card-issuance/mock-server/msw';
import { useMswServer } from '@card-issuance/test-support/msw';
import { describe, expect, it } from 'vitest';
import { createStyleAClient, StyleAConnectionError } from '../src';
import { control, FAST_RETRY, frozenMock, issueCard } from './support/setup';

// Runs twice: with msw 3 (project sdk-style-a) and msw 2 (project sdk-style-a-msw2 aliases msw to msw-v2).
const mock = frozenMock();
const BASE = 'https://cards.example.test/api/style-a';
const CONTROL = 'https://mock.cards.example.test/_mock';
useMswServer(mock, createMockHandlers(mock, { styleABaseUrl: BASE, controlUrl: CONTROL }));

const ctl = control((input, init) => fetch(input, init), CONTROL);
const client = () => {
  const { clientId, clientSecret } = mock.seeded.styleA.apiKeys.DEVELOPER;
  return createStyleAClient({ baseUrl: BASE, clientId, clientSecret, retry: FAST_RETRY });
};

describe('the Style A client through MSW with the global fetch', () => {
  it('runs the journey to a revealed card at a production-like base URL', async () => {
    const c = client();
    const { card } = await issueCard(c, ctl, mock.ctx.settings.kycDecisionDelayMs);
    const details = await c.cards.revealPaymentDetails(card.id);
    expect(details).toMatchObject({ cardId: card.id, lastFour: card.last_four });
    const ids = [];
    for await (const found of c.cards.list()) ids.push(found.id);
    expect(ids).toEqual([card.id]);
  });

  it('authenticates once for 50 concurrent calls and retries a 503 with Retry-After', async () => {
    const c = client();
    await ctl.fault({
      match: { style: 'a', path: '/v1/programs' },
      count: 1,
      effect: { type: 'status', status: 503, retryAfterSeconds: 1 },
    });
    await Promise.all(Array.from({ length: 50 }, () => c.programs.list()));
    const log = await ctl.requests();
    expect(log.filter((r) => r.path === '/v1/oauth/token')).toHaveLength(1);
    expect(log.filter((r) => r.path === '/v1/programs').map((r) => r.status)).toContain(503);
  });

  it('turns a dropped connection of an unkeyed POST into StyleAConnectionError', async () => {
    const c = client();
    await c.auth.getAccessToken();
    await ctl.fault({
      match: { style: 'a', path: '/v1/cards/*' },
      count: 1,
      effect: { type: 'network-error' },
    });
    await expect(c.cards.freeze('card_x')).rejects.toBeInstanceOf(StyleAConnectionError);
  });
});
