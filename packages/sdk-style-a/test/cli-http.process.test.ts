import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStyleAClient, type StyleAClient } from '../src';
import { type HttpTarget, httpTarget } from './support/http-target';
import { control, FAST_RETRY, HOUR, issueCard } from './support/setup';

// One suite over real HTTP: the global fetch against the CLI (`card-issuance-mock --port 0 --json`), and once
// more in `sdk-style-a-contract` through Prism's validating proxies (vitest.contract.config.ts).
let target: HttpTarget;
let client: StyleAClient;
let ctl: ReturnType<typeof control>;

beforeAll(async () => {
  target = await httpTarget();
  const { styleA, controlUrl } = target.config;
  ctl = control(target.fetch, controlUrl);
  client = createStyleAClient({
    baseUrl: styleA.baseUrl,
    ...styleA.apiKeys.DEVELOPER,
    fetch: target.fetch,
    retry: FAST_RETRY,
    timeoutMs: 5_000,
  });
});
afterAll(() => target?.close());

describe('the Style A client over HTTP', () => {
  it('goes from a token to a revealed card, survives a token expiry and a 503', async () => {
    const { card } = await issueCard(client, ctl);
    const details = await client.cards.revealPaymentDetails(card.id);
    expect(details.pan.endsWith(details.lastFour)).toBe(true);
    await ctl.advance(HOUR + 1_000);
    await ctl.fault({
      match: { style: 'a', path: '/v1/cards/*' },
      count: 1,
      effect: { type: 'status', status: 503 },
    });
    expect((await client.cards.get(card.id)).id).toBe(card.id);
    const log = await ctl.requests();
    expect(log.filter((r) => r.path === '/v1/oauth/token')).toHaveLength(2);
    // Newest first: the fault answers before auth (503), the retry meets the expired token (401), and the
    // replay with the new token succeeds.
    expect(
      log.filter((r) => r.method === 'GET' && r.path === `/v1/cards/${card.id}`).map((r) => r.status),
    ).toEqual([200, 401, 503]);
  });
});
