import { afterEach, describe, expect, it } from 'vitest';
import { call, styleBToken, T0, testMock } from '../../test/support/test-mock';
import type { Mock } from './create-mock';

let mock: Mock;
afterEach(() => mock?.close());

describe('style B OAuth through mock.fetch', () => {
  it("issues a code then tokens, per Style B's getAuthorizationCode and createAccessToken", async () => {
    mock = testMock();
    const { clientId, clientSecret } = mock.seeded.styleB;
    const authorized = await call(mock, 'GET', `/style-b/v1/oauth/authorize?clientId=${clientId}`);
    expect(authorized.status).toBe(200);
    expect(authorized.body).toMatchObject({ code: '000000', data: { timestamp: T0 / 1000 } });
    const code = (authorized.body.data as { code: string }).code;
    const tokens = await call(mock, 'POST', '/style-b/v1/oauth/access-token', {
      clientId,
      clientSecret,
      code,
    });
    expect(tokens.body).toMatchObject({ code: '000000', data: { expiresIn: 86_400, timestamp: T0 / 1000 } });
    expect(typeof (tokens.body.data as { refreshToken: unknown }).refreshToken).toBe('string');
  });

  it('answers 40001 naming a missing clientId, and 40101 for an unknown one', async () => {
    mock = testMock();
    const missing = await call(mock, 'GET', '/style-b/v1/oauth/authorize');
    expect(missing).toMatchObject({ status: 400, body: { code: '40001' } });
    expect(missing.body.message).toContain('clientId');
    expect(await call(mock, 'GET', '/style-b/v1/oauth/authorize?clientId=nope')).toMatchObject({
      status: 401,
      body: { code: '40101' },
    });
  });

  it('refuses production credentials on the sandbox with 40399', async () => {
    mock = testMock();
    const res = await call(
      mock,
      'GET',
      `/style-b/v1/oauth/authorize?clientId=${mock.seeded.styleB.productionClientId}`,
    );
    expect(res).toMatchObject({ status: 403, body: { code: '40399' } });
  });

  it('refuses a malformed JSON body with 40001', async () => {
    mock = testMock();
    const res = await call(mock, 'POST', '/style-b/v1/oauth/access-token', '{"clientId":');
    expect(res).toMatchObject({
      status: 400,
      body: { code: '40001', message: 'request body is not valid JSON' },
    });
  });

  it('answers 40101 without a token and after the token expired, and 40399 for the other environment', async () => {
    mock = testMock();
    const token = await styleBToken(mock);
    const production = await styleBToken(mock, 'production');
    expect(await call(mock, 'GET', '/style-b/v1/card/bins?accountId=x')).toMatchObject({
      status: 401,
      body: { code: '40101' },
    });
    expect(
      await call(mock, 'GET', '/style-b/v1/card/bins?accountId=x', undefined, {
        'x-access-token': production,
      }),
    ).toMatchObject({
      status: 403,
      body: { code: '40399' },
    });
    expect(
      await call(mock, 'GET', '/style-b-production/v1/card/bins?accountId=x', undefined, {
        'x-access-token': token,
      }),
    ).toMatchObject({
      status: 403,
      body: { code: '40399' },
    });
    mock.clock.advance(86_400_000);
    const expired = await call(mock, 'GET', '/style-b/v1/card/bins?accountId=x', undefined, {
      'x-access-token': token,
    });
    expect(expired).toMatchObject({ status: 401, body: { code: '40101' } });
    expect(expired.body.message).toMatch(/expired/);
  });
});

describe('every response', () => {
  it('carries a request-id, for successes, errors and unknown endpoints of every face', async () => {
    mock = testMock();
    const paths = [
      `/style-b/v1/oauth/authorize?clientId=${mock.seeded.styleB.clientId}`,
      '/style-b/v1/oauth/authorize',
      '/style-b/v1/nope',
      '/style-b-production/v2/unknown',
      '/style-a/v1/cards/abc',
      '/_mock/clock',
      '/_mock/nope',
      '/elsewhere',
    ];
    for (const path of paths) {
      const res = await call(mock, 'GET', path);
      expect(res.headers.get('request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers 40499 for an unknown Style B endpoint, with or without a token', async () => {
    mock = testMock();
    expect(await call(mock, 'GET', '/style-b/v1/nope')).toMatchObject({
      status: 404,
      body: { code: '40499' },
    });
    expect(await call(mock, 'DELETE', '/style-b/v1/oauth/authorize')).toMatchObject({
      status: 404,
      body: { code: '40499' },
    });
  });

  // An empty body lacks client_id: that is a malformed request (400 INVALID_REQUEST naming the field, as
  // the spec's x-error-codes say), not bad credentials; INVALID_CLIENT is for well-formed ones that do not match.
  it('serves Style A: an empty token request is INVALID_REQUEST naming client_id', async () => {
    mock = testMock();
    const res = await call(mock, 'POST', '/style-a/v1/oauth/token', {});
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect((res.body.error as { message: string }).message).toContain('client_id');
  });
});

describe('fault injection', () => {
  const authorizePath = () => `/style-b/v1/oauth/authorize?clientId=${mock.seeded.styleB.clientId}`;

  it('answers the next N matching calls with the injected status in the style envelope', async () => {
    mock = testMock();
    const created = await call(mock, 'POST', '/_mock/faults', {
      match: { style: 'b', path: '/v1/oauth/*' },
      count: 2,
      effect: { type: 'status', status: 429, retryAfterSeconds: 3 },
    });
    expect(created.status).toBe(201);
    for (let i = 0; i < 2; i += 1) {
      const res = await call(mock, 'GET', authorizePath());
      expect(res).toMatchObject({ status: 429, body: { code: '42901' } });
      expect(res.headers.get('retry-after')).toBe('3');
    }
    expect((await call(mock, 'GET', authorizePath())).status).toBe(200);
    const faults = await call(mock, 'GET', '/_mock/faults');
    expect(faults.body).toMatchObject({ data: { items: [{ remaining: 0, count: 2 }] } });
  });

  it('drops the connection for a network-error fault', async () => {
    mock = testMock();
    await call(mock, 'POST', '/_mock/faults', { count: 1, effect: { type: 'network-error' } });
    await expect(mock.fetch(`http://127.0.0.1:4010${authorizePath()}`)).rejects.toThrow(TypeError);
    expect((await call(mock, 'GET', authorizePath())).status).toBe(200);
  });

  it('holds the response of a timeout fault until the caller gives up', async () => {
    mock = testMock();
    await call(mock, 'POST', '/_mock/faults', { count: 1, effect: { type: 'timeout', delayMs: 60_000 } });
    const signal = AbortSignal.timeout(20);
    await expect(mock.fetch(`http://127.0.0.1:4010${authorizePath()}`, { signal })).rejects.toThrow();
  });

  it('refuses a malformed fault naming the field', async () => {
    mock = testMock();
    const res = await call(mock, 'POST', '/_mock/faults', {
      count: 1,
      effect: { type: 'status', status: 418 },
    });
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect(JSON.stringify(res.body)).toContain('effect.status');
  });
});

describe('rate limiting', () => {
  it('is off by default and answers 42901 with Retry-After past the limit', async () => {
    mock = testMock({ rateLimit: 2 });
    const path = `/style-b/v1/oauth/authorize?clientId=${mock.seeded.styleB.clientId}`;
    expect((await call(mock, 'GET', path)).status).toBe(200);
    expect((await call(mock, 'GET', path)).status).toBe(200);
    const limited = await call(mock, 'GET', path);
    expect(limited).toMatchObject({ status: 429, body: { code: '42901' } });
    expect(limited.headers.get('retry-after')).toBe('1');
    mock.clock.advance(1_000);
    expect((await call(mock, 'GET', path)).status).toBe(200);
  });
});

describe('control API', () => {
  it('freezes, advances and reports the clock', async () => {
    mock = testMock();
    expect(await call(mock, 'POST', '/_mock/clock/advance', { ms: 2_000 })).toMatchObject({
      status: 200,
      body: { data: { now: new Date(T0 + 2_000).toISOString(), frozen: true } },
    });
    expect(await call(mock, 'POST', '/_mock/clock/advance', { milliseconds: 5 })).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_REQUEST' } },
    });
  });

  it('resets to the seed: same credentials, no faults, no log', async () => {
    mock = testMock();
    const before = mock.config();
    await call(mock, 'POST', '/_mock/faults', { count: 5, effect: { type: 'status', status: 500 } });
    await call(mock, 'GET', '/style-b/v1/nope');
    expect((await call(mock, 'POST', '/_mock/reset')).status).toBe(200);
    expect((await call(mock, 'GET', '/_mock/faults')).body).toEqual({ data: { items: [] } });
    expect((await call(mock, 'GET', '/_mock/requests')).body).toEqual({
      data: { items: [], nextCursor: null },
    });
    expect(mock.config()).toEqual(before);
    expect((await styleBToken(mock)).length).toBeGreaterThan(10);
  });

  it('logs style requests without bodies or headers', async () => {
    mock = testMock();
    await call(mock, 'POST', '/style-b/v1/oauth/access-token', { clientSecret: 'top-secret' });
    const log = await call(mock, 'GET', '/_mock/requests?limit=5');
    const entries = (log.body.data as { items: Array<Record<string, unknown>> }).items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      style: 'b',
      method: 'POST',
      path: '/v1/oauth/access-token',
      status: 400,
    });
    expect(JSON.stringify(log.body)).not.toContain('top-secret');
  });

  it('logs the trace id of an incoming traceparent', async () => {
    mock = testMock();
    const traceparent = '00-4bf92f3577b34da6a3ce929d0e0e4736-00f067aa0ba902b7-01';
    await mock.fetch(new Request('http://127.0.0.1:4010/style-b/v1/nope', { headers: { traceparent } }));
    await call(mock, 'GET', '/style-b/v1/nope');
    const log = await call(mock, 'GET', '/_mock/requests?limit=5');
    const entries = (log.body.data as { items: Array<Record<string, unknown>> }).items;
    expect(entries.map((entry) => entry.traceId)).toEqual([null, '4bf92f3577b34da6a3ce929d0e0e4736']);
  });

  it('serves the config with every seeded credential', async () => {
    mock = testMock();
    const config = (await call(mock, 'GET', '/_mock/config')).body.data as Record<
      string,
      Record<string, unknown>
    >;
    expect(config.styleB).toMatchObject({
      baseUrl: 'http://127.0.0.1:4010/style-b',
      productionBaseUrl: 'http://127.0.0.1:4010/style-b-production',
      kycProvider: 'veritas',
    });
    expect(Object.keys(config.styleA?.apiKeys as object).sort()).toEqual([
      'AUDITOR',
      'DEVELOPER',
      'ORG_ADMIN',
      'PROGRAM_MANAGER',
      'RESELLER_ADMIN',
      'SUPPORT',
    ]);
  });
});
