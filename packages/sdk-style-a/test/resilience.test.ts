import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { StyleAApiError, StyleAConnectionError, type StyleALogEntry } from '../src';
import { clientFor, control, FAST_RETRY, frozenMock, HOUR, issueCard } from './support/setup';

const mock = frozenMock();
const ctl = control(mock.fetch);
afterEach(() => mock.reset());
afterAll(() => mock.close());

const calls = async (method: string, path: string) =>
  (await ctl.requests()).filter((r) => r.method === method && r.path === path);
const tokenCalls = () => calls('POST', '/v1/oauth/token');

describe('token lifecycle', () => {
  it('authenticates once for 50 concurrent first calls', async () => {
    const client = clientFor(mock);
    const pages = await Promise.all(Array.from({ length: 50 }, () => client.programs.list()));
    expect(pages.every((p) => p.items.length > 0)).toBe(true);
    expect(await tokenCalls()).toHaveLength(1);
    expect((await calls('GET', '/v1/programs')).every((r) => r.status === 200)).toBe(true);
  });

  it('after the token expires on the mock clock, re-authenticates once and replays every call (401 UNAUTHORIZED)', async () => {
    const client = clientFor(mock);
    await client.programs.list();
    const before = await client.auth.getAccessToken();
    await ctl.advance(HOUR + 1_000);
    const pages = await Promise.all(Array.from({ length: 50 }, () => client.programs.list()));
    expect(pages).toHaveLength(50);
    expect(await tokenCalls()).toHaveLength(2);
    expect((await calls('GET', '/v1/programs')).filter((r) => r.status === 401)).toHaveLength(50);
    expect(await client.auth.getAccessToken()).not.toBe(before);
  });

  it('replaces the token shortly before expires_in on its own clock, without a 401', async () => {
    const client = clientFor(mock, { now: () => mock.clock.now() });
    await client.programs.list();
    await ctl.advance(HOUR - 30_000);
    await client.programs.list();
    expect(await tokenCalls()).toHaveLength(2);
    expect((await calls('GET', '/v1/programs')).every((r) => r.status === 200)).toBe(true);
  });

  it('throws INVALID_CLIENT for a bad secret, once, without the secret anywhere in the error', async () => {
    const client = clientFor(mock, { clientSecret: 'wrong-secret-value' });
    const error = await client.programs.list().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StyleAApiError);
    expect(error).toMatchObject({ code: 'INVALID_CLIENT', status: 401, path: '/v1/oauth/token' });
    expect(`${JSON.stringify(error)} ${String(error)} ${(error as Error).stack}`).not.toContain(
      'wrong-secret-value',
    );
    expect(await tokenCalls()).toHaveLength(1);
  });

  it('refuses to start without credentials', () => {
    expect(() => clientFor(mock, { clientSecret: '' })).toThrow(/clientSecret/);
  });
});

describe('retries', () => {
  it('retries a read on 503 with the reason in the log, Authorization redacted', async () => {
    const logs: StyleALogEntry[] = [];
    const client = clientFor(mock, { logger: (entry) => logs.push(entry) });
    await client.auth.getAccessToken();
    await ctl.fault({
      match: { style: 'a', method: 'GET', path: '/v1/programs' },
      count: 2,
      effect: { type: 'status', status: 503 },
    });
    expect((await client.programs.list()).items.length).toBeGreaterThan(0);
    expect((await calls('GET', '/v1/programs')).map((r) => r.status)).toEqual([200, 503, 503]);
    const retries = logs.filter((l) => l.event === 'retry');
    expect(retries.map((l) => [l.level, l.reason])).toEqual([
      ['warn', 'HTTP 503'],
      ['warn', 'HTTP 503'],
    ]);
    expect(retries[0]?.headers.authorization).toBe('[REDACTED]');
    const token = await client.auth.getAccessToken();
    expect(JSON.stringify(logs)).not.toContain(token);
    expect(JSON.stringify(logs)).not.toContain(mock.seeded.styleA.apiKeys.DEVELOPER.clientSecret);
  });

  it('retries a card creation after a 500 with the same generated Idempotency-Key, so it issues once', async () => {
    const logs: StyleALogEntry[] = [];
    const client = clientFor(mock, { logger: (entry) => logs.push(entry) });
    const { cardholder, program } = await issueCard(client, ctl, mock.ctx.settings.kycDecisionDelayMs);
    await ctl.fault({
      match: { style: 'a', method: 'POST', path: '/v1/cards' },
      count: 1,
      effect: { type: 'status', status: 500 },
    });
    logs.length = 0;
    const card = await client.cards.create({
      cardholder_id: cardholder.id,
      program_id: program.id,
      type: 'VIRTUAL',
    });
    const sent = logs.filter((l) => l.event === 'response' && l.url.endsWith('/v1/cards'));
    expect(sent.map((l) => l.status)).toEqual([500, 201]);
    const keys = new Set(sent.map((l) => l.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^[0-9a-f-]{36}$/);
    expect((await client.cards.list()).items.map((c) => c.id)).toContain(card.id);
    expect((await client.cards.list()).items).toHaveLength(2);
  });

  it('retries a timed-out keyed creation and gets the replay of the first attempt', async () => {
    const client = clientFor(mock, { timeoutMs: 50 });
    await client.auth.getAccessToken();
    await ctl.fault({
      match: { style: 'a', method: 'POST', path: '/v1/applicants' },
      count: 1,
      effect: { type: 'timeout', delayMs: 150 },
    });
    const { data, response } = await client.applicants
      .create({ type: 'INDIVIDUAL', first_name: 'Ada', last_name: 'Lovelace' })
      .withResponse();
    expect(response.headers.get('idempotent-replayed')).toBe('true');
    expect((await client.applicants.list()).items.map((a) => a.id)).toEqual([data.id]);
  });

  it('never retries an unkeyed PATCH, and honours maxRetries and timeoutMs per call', async () => {
    const client = clientFor(mock);
    await client.auth.getAccessToken();
    await ctl.fault({
      match: { style: 'a', path: '/v1/cards/*' },
      count: 1,
      effect: { type: 'status', status: 500 },
    });
    const patch = await client.cards.update('card_x', { label: 'x' }).catch((e: unknown) => e);
    expect(patch).toMatchObject({ code: 'INTERNAL_ERROR', status: 500 });
    await ctl.fault({
      match: { style: 'a', path: '/v1/programs' },
      count: 1,
      effect: { type: 'status', status: 503 },
    });
    const once = await client.programs.list(undefined, { maxRetries: 0 }).catch((e: unknown) => e);
    expect(once).toMatchObject({ status: 503 });
    await ctl.fault({
      match: { style: 'a', path: '/v1/programs' },
      count: 1,
      effect: { type: 'timeout', delayMs: 200 },
    });
    const slow = await client.programs
      .list(undefined, { timeoutMs: 30, maxRetries: 0 })
      .catch((e: unknown) => e);
    expect(slow).toBeInstanceOf(StyleAConnectionError);
    expect(slow).toMatchObject({ timedOut: true, method: 'GET', path: '/v1/programs' });
  });

  it('retries a dropped connection of a read, and reports one of an unkeyed POST as StyleAConnectionError', async () => {
    const logs: StyleALogEntry[] = [];
    const client = clientFor(mock, { logger: (entry) => logs.push(entry), logLevel: 'warn' });
    await client.auth.getAccessToken();
    await ctl.fault({
      match: { style: 'a', path: '/v1/programs' },
      count: 1,
      effect: { type: 'network-error' },
    });
    expect((await client.programs.list()).items.length).toBeGreaterThan(0);
    await ctl.fault({
      match: { style: 'a', path: '/v1/applicants/*' },
      count: 1,
      effect: { type: 'network-error' },
    });
    const error = await client.applicants.submit('app_x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StyleAConnectionError);
    expect(error).toMatchObject({ timedOut: false, method: 'POST' });
    expect(logs.every((l) => l.level === 'warn' || l.level === 'error')).toBe(true);
    expect(logs.map((l) => l.event)).toEqual(['retry', 'failure']);
  });

  it('stops waiting for a Retry-After as soon as the caller aborts', async () => {
    const client = clientFor(mock, { retry: { ...FAST_RETRY, maxRetryAfterMs: 30_000 } });
    await client.auth.getAccessToken();
    await ctl.fault({
      match: { style: 'a', path: '/v1/programs' },
      count: 1,
      effect: { type: 'status', status: 429, retryAfterSeconds: 20 },
    });
    const controller = new AbortController();
    const started = performance.now();
    const call = client.programs.list(undefined, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error('caller gave up')), 30);
    await expect(call).rejects.toThrow('caller gave up');
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
