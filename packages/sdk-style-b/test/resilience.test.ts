import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { StyleBApiError, StyleBConnectionError, type StyleBLogEntry } from '../src';
import { onboard } from './support/onboard';
import { clientFor, control, frozenMock } from './support/setup';

const mock = frozenMock();
const ctl = control(mock.fetch);
const { parentAccountId } = mock.seeded.styleB;
afterEach(() => mock.reset());
afterAll(() => mock.close());

const count = async (method: string, path: string) =>
  (await ctl.requests()).filter((r) => r.method === method && r.path === path);
const DAY = 86_400_000;

describe('token lifecycle', () => {
  it('authorizes once for 50 concurrent first calls', async () => {
    const client = clientFor(mock);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => client.accounts.list({ email: 'x@example.com' })),
    );
    expect(results.every((r) => r.list.length === 0)).toBe(true);
    expect(await count('GET', '/v1/oauth/authorize')).toHaveLength(1);
    expect(await count('POST', '/v1/oauth/access-token')).toHaveLength(1);
    expect(client.auth.refreshToken).toEqual(expect.any(String));
  });

  it('re-authorizes once and replays every call when the mock expires the token (40101)', async () => {
    const client = clientFor(mock);
    await client.accounts.list({ email: 'x@example.com' });
    const before = await client.auth.getAccessToken();
    await ctl.advance(DAY + 1_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => client.accounts.list({ email: 'x@example.com' })),
    );
    expect(results).toHaveLength(50);
    expect(await count('GET', '/v1/oauth/authorize')).toHaveLength(2);
    expect((await count('GET', '/v1/accounts')).filter((r) => r.status === 401)).toHaveLength(50);
    expect(await client.auth.getAccessToken()).not.toBe(before);
  });

  it('replaces the token shortly before expiresIn on its own clock, without a 40101', async () => {
    const client = clientFor(mock, { now: () => mock.clock.now() });
    await client.accounts.list({ email: 'x@example.com' });
    await ctl.advance(DAY - 30_000);
    await client.accounts.list({ email: 'x@example.com' });
    expect(await count('GET', '/v1/oauth/authorize')).toHaveLength(2);
    expect((await count('GET', '/v1/accounts')).every((r) => r.status === 200)).toBe(true);
  });

  it('throws 40101 for bad credentials, without the secret in the error', async () => {
    const client = clientFor(mock, { clientSecret: 'wrong-secret-value' });
    const error = await client.bins.list({ accountId: crypto.randomUUID() }).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '40101', status: 401 });
    expect(`${JSON.stringify(error)} ${String(error)} ${(error as Error).stack}`).not.toContain(
      'wrong-secret-value',
    );
  });
});

describe('retries', () => {
  it('retries 5xx with the same Idempotency-Key, then succeeds', async () => {
    const logs: StyleBLogEntry[] = [];
    const client = clientFor(mock, { logger: (entry) => logs.push(entry) });
    const { accountId, binId, cardholderId, budgetId } = await onboard(client, parentAccountId, ctl.advance);
    await ctl.fault({
      match: { style: 'b', method: 'POST', path: '/v1/budget-card' },
      count: 2,
      effect: { type: 'status', status: 500 },
    });
    logs.length = 0;
    const card = await client.cards
      .issue({
        accountId,
        binId,
        cardholderId,
        budgetId,
        cardMode: 'VIRTUAL_CARD',
        referenceId: 'retried-card',
      })
      .withResponse();
    expect(card.data.status).toBe('ACTIVE');
    expect((await count('POST', '/v1/budget-card')).map((r) => r.status)).toEqual([200, 500, 500, 200]);
    const sent = logs.filter((l) => l.event === 'response' && l.url.endsWith('/v1/budget-card'));
    expect(sent.map((l) => l.status)).toEqual([500, 500, 200]);
    expect(new Set(sent.map((l) => l.headers['idempotency-key']))).toEqual(new Set([card.idempotencyKey]));
  });

  it('honours Retry-After of a 429 up to its cap', async () => {
    const client = clientFor(mock, { retry: { baseDelayMs: 1, maxRetryAfterMs: 250 } });
    await ctl.fault({
      match: { style: 'b', method: 'GET', path: '/v1/accounts' },
      count: 1,
      effect: { type: 'status', status: 429, retryAfterSeconds: 5 },
    });
    await client.auth.getAccessToken();
    const started = performance.now();
    await client.accounts.list({ email: 'x@example.com' });
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(240);
    expect(waited).toBeLessThan(2_000);
    expect((await count('GET', '/v1/accounts')).map((r) => r.status)).toEqual([200, 429]);
  });

  it('gives up after maxRetries with the last error', async () => {
    const client = clientFor(mock);
    await client.auth.getAccessToken();
    await ctl.fault({
      match: { style: 'b', path: '/v1/accounts' },
      count: 5,
      effect: { type: 'status', status: 503 },
    });
    const error = await client.accounts.list({ email: 'x@example.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StyleBApiError);
    expect(error).toMatchObject({ code: '50301', status: 503 });
    expect(await count('GET', '/v1/accounts')).toHaveLength(3);
  });

  it('retries a timed-out keyed creation with the same key and gets the replay', async () => {
    const logs: StyleBLogEntry[] = [];
    const client = clientFor(mock, { timeoutMs: 50, logger: (entry) => logs.push(entry) });
    const { accountId } = await onboard(client, parentAccountId, ctl.advance);
    await ctl.fault({
      match: { style: 'b', method: 'POST', path: '/v1/budgets' },
      count: 1,
      effect: { type: 'timeout', delayMs: 150 },
    });
    logs.length = 0;
    const budget = await client.budgets.create({ accountId, name: 'Slow', currency: 'USD' }).withResponse();
    // The first attempt created the budget (the mock ran it, then held the answer past the timeout); the
    // retry carried the same key, so the service replayed the first answer instead of creating another.
    expect(budget.replayed).toBe(true);
    expect(logs.map((l) => [l.event, l.reason ?? l.status, l.headers['idempotency-key']])).toEqual([
      ['retry', 'TimeoutError', budget.idempotencyKey],
      ['response', 200, budget.idempotencyKey],
    ]);
  });

  it('throws StyleBConnectionError when every attempt times out', async () => {
    const client = clientFor(mock, { timeoutMs: 30, retry: { maxRetries: 1, baseDelayMs: 1 } });
    await client.auth.getAccessToken();
    await ctl.fault({
      match: { style: 'b', path: '/v1/accounts' },
      count: 2,
      effect: { type: 'timeout', delayMs: 120 },
    });
    const error = await client.accounts.list({ email: 'x@example.com' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StyleBConnectionError);
    expect(error).toMatchObject({ timedOut: true, method: 'GET', path: '/v1/accounts' });
  });

  it('retries a network failure of a safe call but never of an unkeyed POST', async () => {
    const client = clientFor(mock);
    const { accountId } = await onboard(client, parentAccountId, ctl.advance);
    await ctl.fault({
      match: { style: 'b', path: '/v1/card/bins' },
      count: 1,
      effect: { type: 'network-error' },
    });
    expect((await client.bins.list({ accountId })).list.length).toBeGreaterThan(0);
    await ctl.fault({
      match: { style: 'b', path: `/v1/accounts/${accountId}/kyc` },
      count: 1,
      effect: { type: 'network-error' },
    });
    const error = await client.kyc
      .submit(accountId, { sourceType: 'veritas', veritasShareToken: 'again' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'StyleBConnectionError', timedOut: false });
    expect(await count('POST', `/v1/accounts/${accountId}/kyc`)).toHaveLength(2);
    await ctl.fault({
      match: { style: 'b', path: `/v1/cardholders/*` },
      count: 1,
      effect: { type: 'status', status: 500 },
    });
    const patch = await client.cardholders
      .update('ch_x', { accountId, phoneNumber: '4155550100' })
      .catch((e: unknown) => e);
    expect(patch).toMatchObject({ code: '50000' });
  });

  it('stops waiting for a Retry-After as soon as the caller aborts', async () => {
    const client = clientFor(mock, { retry: { maxRetryAfterMs: 30_000 } });
    await client.auth.getAccessToken();
    await ctl.fault({
      match: { style: 'b', path: '/v1/accounts' },
      count: 1,
      effect: { type: 'status', status: 429, retryAfterSeconds: 20 },
    });
    const controller = new AbortController();
    const started = performance.now();
    const call = client.accounts.list({ email: 'x@example.com' }, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('caller gave up')), 30);
    await expect(call).rejects.toThrow('caller gave up');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe('secrets', () => {
  it('never logs the access token or the secret', async () => {
    const logs: StyleBLogEntry[] = [];
    const client = clientFor(mock, { logger: (entry) => logs.push(entry) });
    await client.accounts.list({ email: 'x@example.com' });
    const token = await client.auth.getAccessToken();
    const text = JSON.stringify(logs);
    expect(text).not.toContain(token);
    expect(text).not.toContain(mock.seeded.styleB.clientSecret);
    expect(logs.find((l) => l.url.includes('/v1/accounts'))?.headers['x-access-token']).toBe('[REDACTED]');
  });
});
