import { createMockHandlers } from '@card-issuance/mock-server/msw';
import { useMswServer } from '@card-issuance/test-support/msw';
import { describe, expect, it } from 'vitest';
import { createStyleBClient, StyleBConnectionError } from '../src';
import { onboard } from './support/onboard';
import { control, FAST_RETRY, frozenMock } from './support/setup';

// Runs twice: with msw 3 (project sdk-style-b) and msw 2 (project sdk-style-b-msw2 aliases msw to msw-v2).
const mock = frozenMock();
const BASE = 'https://sandbox.cards.example.test/api';
const CONTROL = 'https://mock.cards.example.test/_mock';
useMswServer(mock, createMockHandlers(mock, { styleBBaseUrl: BASE, controlUrl: CONTROL }));

const ctl = control((input, init) => fetch(input, init), CONTROL);
const client = () =>
  createStyleBClient({
    baseUrl: BASE,
    clientId: mock.seeded.styleB.clientId,
    clientSecret: mock.seeded.styleB.clientSecret,
    retry: FAST_RETRY,
  });

describe('the client through MSW with the global fetch', () => {
  it('runs the journey at a production-like base URL', async () => {
    const c = client();
    const { accountId, card } = await onboard(c, mock.seeded.styleB.parentAccountId, ctl.advance);
    expect((await c.cards.freeze(card.cardId, { accountId }).withResponse()).noop).toBe(false);
    expect((await c.cards.freeze(card.cardId, { accountId }).withResponse()).noop).toBe(true);
    const listed = [];
    for await (const found of c.cards.list({ accountId })) listed.push(found.cardId);
    expect(listed).toEqual([card.cardId]);
  });

  it('authorizes once for 50 concurrent calls and retries a 503 with Retry-After', async () => {
    const c = client();
    await ctl.fault({
      match: { style: 'b', path: '/v1/accounts' },
      count: 1,
      effect: { type: 'status', status: 503, retryAfterSeconds: 1 },
    });
    await Promise.all(Array.from({ length: 50 }, () => c.accounts.list({ email: 'x@example.com' })));
    const log = await ctl.requests();
    expect(log.filter((r) => r.path === '/v1/oauth/authorize')).toHaveLength(1);
    expect(log.filter((r) => r.path === '/v1/accounts').map((r) => r.status)).toContain(503);
  });

  it('turns a dropped connection of an unkeyed POST into StyleBConnectionError', async () => {
    const c = client();
    await c.auth.getAccessToken();
    await ctl.fault({
      match: { style: 'b', path: '/v1/accounts/*' },
      count: 1,
      effect: { type: 'network-error' },
    });
    const error = await c.kyc
      .submit(crypto.randomUUID(), { sourceType: 'veritas', veritasShareToken: 't' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StyleBConnectionError);
  });
});
