import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStyleBClient, StyleBApiError, type StyleBClient } from '../src';
import { type HttpTarget, httpTarget } from './support/http-target';
import { onboard } from './support/onboard';
import { control, FAST_RETRY } from './support/setup';

// One suite over real HTTP: the global fetch against the mock listening on a free port, and once more in
// `sdk-style-b-contract` through Prism's validating proxies (vitest.contract.config.ts).
let target: HttpTarget;
let ctl: ReturnType<typeof control>;
let client: StyleBClient;
beforeAll(async () => {
  target = await httpTarget();
  const { styleB, controlUrl } = target.config;
  ctl = control(target.fetch, controlUrl);
  client = createStyleBClient({
    baseUrl: styleB.baseUrl,
    clientId: styleB.clientId,
    clientSecret: styleB.clientSecret,
    fetch: target.fetch,
    retry: FAST_RETRY,
    timeoutMs: 2_000,
  });
});
afterAll(() => target.close());

describe('the client over real HTTP', () => {
  it('onboards, transfers, survives a token expiry, a 429, a dropped socket and a timeout', async () => {
    const { accountId, card, budgetId } = await onboard(
      client,
      target.config.styleB.parentAccountId,
      ctl.advance,
    );
    await ctl.advance(86_400_000 + 1);
    await ctl.fault({
      match: { style: 'b', path: '/v1/card-list' },
      count: 1,
      effect: { type: 'status', status: 429 },
    });
    expect((await client.cards.list({ accountId, cardId: card.cardId })).list).toHaveLength(1);
    await ctl.fault({
      match: { style: 'b', path: '/v1/budgets/*' },
      count: 1,
      effect: { type: 'network-error' },
    });
    expect((await client.budgets.get(budgetId, { accountId })).budgetId).toBe(budgetId);
    const out = await client.budgets.transferOut(budgetId, { accountId, amount: '1.00' }).withResponse();
    expect(out.data.transfer.clientTransactionId).toBe(out.clientTransactionId);
    const log = await ctl.requests();
    expect(log.filter((r) => r.path === '/v1/oauth/authorize')).toHaveLength(2);
    expect(log.filter((r) => r.path === '/v1/card-list').map((r) => r.status)).toEqual([200, 401, 429]); // newest first: 429, then 401 with the expired token, then the replay;
  });

  it('reports business errors with the request id of the answer', async () => {
    const error = await client.cards
      .freeze('card_missing', { accountId: crypto.randomUUID() })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StyleBApiError);
    expect((error as StyleBApiError).requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
