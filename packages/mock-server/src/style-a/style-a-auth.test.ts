import {
  createLocalJWKSet,
  decodeJwt,
  decodeProtectedHeader,
  generateKeyPair,
  jwtVerify,
  SignJWT,
} from 'jose';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callA, getA, styleAToken } from '../../test/support/style-a-journey';
import { call, ORIGIN, styleBToken, T0, testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import { createClock, createDomainContext, DomainError } from '../domain';
import { createStyleAApp } from './style-a-app';

let mock: Mock;
afterEach(() => mock?.close());

const ISSUER = `${ORIGIN}/style-a`;
const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

async function expectUnauthorized(authorization: string | undefined, message: RegExp): Promise<void> {
  const headers: Record<string, string> = authorization === undefined ? {} : { authorization };
  const res = await callA(mock, 'GET', '/v1/organizations', undefined, headers);
  expect(res.status, authorization).toBe(401);
  expect(res.body.error, authorization).toMatchObject({
    code: 'UNAUTHORIZED',
    message: expect.stringMatching(message),
  });
}

describe('POST /v1/oauth/token', () => {
  it('answers the unwrapped OAuth shape with an ES256 JWT carrying the A-22 claims', async () => {
    mock = testMock();
    const { clientId, clientSecret } = mock.seeded.styleA.apiKeys.ORG_ADMIN;
    const res = await callA(mock, 'POST', '/v1/oauth/token', {
      client_id: clientId,
      client_secret: clientSecret,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ token_type: 'Bearer', expires_in: 3600, role: 'ORG_ADMIN' });
    expect(res.body).not.toHaveProperty('data');
    const token = res.body.access_token as string;
    expect(decodeProtectedHeader(token)).toMatchObject({ alg: 'ES256', typ: 'JWT' });
    const org = mock.ctx.storage
      .collection<{ role: string; organizationId: string }>('a.apiKeys')
      .get(clientId);
    expect(decodeJwt(token)).toEqual({
      iss: ISSUER,
      sub: clientId,
      org: org?.organizationId,
      role: 'ORG_ADMIN',
      iat: T0 / 1000,
      exp: T0 / 1000 + 3600,
    });
  });

  it('issues a token that verifies against the published JWKS (on the mock clock)', async () => {
    mock = testMock();
    const token = await styleAToken(mock, 'DEVELOPER');
    const jwks = await callA(mock, 'GET', '/.well-known/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.body).toMatchObject({ keys: [{ kty: 'EC', crv: 'P-256', use: 'sig', alg: 'ES256' }] });
    const keySet = createLocalJWKSet(jwks.body as never);
    const { payload } = await jwtVerify(token, keySet, { issuer: ISSUER, currentDate: new Date(T0) });
    expect(payload.role).toBe('DEVELOPER');
  });

  it('keeps the signing key across mock.reset(), and differs between mock instances', async () => {
    mock = testMock();
    const before = (await callA(mock, 'GET', '/.well-known/jwks.json')).body;
    const token = await styleAToken(mock, 'AUDITOR');
    mock.reset();
    mock.clock.freeze();
    expect((await callA(mock, 'GET', '/.well-known/jwks.json')).body).toEqual(before);
    const other = testMock();
    try {
      expect((await call(other, 'GET', '/style-a/.well-known/jwks.json')).body).not.toEqual(before);
      // A token of one mock is foreign to another.
      const res = await call(other, 'GET', '/style-a/v1/organizations', undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(res).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED' } } });
    } finally {
      other.close();
    }
  });

  it('answers INVALID_CLIENT alike for an unknown client_id and a wrong secret', async () => {
    mock = testMock();
    const { clientId } = mock.seeded.styleA.apiKeys.ORG_ADMIN;
    const unknown = await callA(mock, 'POST', '/v1/oauth/token', {
      client_id: 'key_nope',
      client_secret: 'x',
    });
    const wrong = await callA(mock, 'POST', '/v1/oauth/token', { client_id: clientId, client_secret: 'x' });
    for (const res of [unknown, wrong]) {
      expect(res).toMatchObject({ status: 401, body: { error: { code: 'INVALID_CLIENT' } } });
    }
    expect(unknown.body).toEqual(wrong.body);
    expect(JSON.stringify(wrong.body)).not.toContain(clientId);
  });

  it('answers INVALID_REQUEST naming the field or the body', async () => {
    mock = testMock();
    const missing = await callA(mock, 'POST', '/v1/oauth/token', { client_id: 'key_x' });
    expect(missing).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect(JSON.stringify(missing.body)).toContain('client_secret');
    const malformed = await callA(mock, 'POST', '/v1/oauth/token', '{"client_id":');
    expect(malformed).toMatchObject({
      status: 400,
      body: { error: { code: 'INVALID_REQUEST', message: 'request body is not valid JSON' } },
    });
  });
});

describe('bearer authentication', () => {
  it('refuses a missing or malformed Authorization header', async () => {
    mock = testMock();
    const token = await styleAToken(mock, 'ORG_ADMIN');
    await expectUnauthorized(undefined, /missing/);
    await expectUnauthorized(`Basic ${token}`, /Bearer/);
    await expectUnauthorized('Bearer', /Bearer/);
    await expectUnauthorized('Bearer not-a-jwt', /not a valid JWT/);
  });

  it('refuses a tampered payload, a foreign signature and alg none', async () => {
    mock = testMock();
    const token = await styleAToken(mock, 'SUPPORT');
    const [header, payload, signature] = token.split('.');
    const claims = decodeJwt(token);
    const tampered = `${header}.${b64url({ ...claims, role: 'ORG_ADMIN' })}.${signature}`;
    await expectUnauthorized(`Bearer ${tampered}`, /signature is invalid/);

    const foreignKey = await generateKeyPair('ES256');
    const foreign = await new SignJWT(claims)
      .setProtectedHeader(decodeProtectedHeader(token) as { alg: string })
      .sign(foreignKey.privateKey);
    await expectUnauthorized(`Bearer ${foreign}`, /signature is invalid/);

    const none = `${b64url({ alg: 'none', typ: 'JWT' })}.${payload}.`;
    await expectUnauthorized(`Bearer ${none}`, /not signed with ES256|not a valid JWT/);
  });

  it('refuses a Style B token', async () => {
    mock = testMock();
    await expectUnauthorized(`Bearer ${await styleBToken(mock)}`, /not a valid JWT/);
  });

  it('accepts a token until 3600 s on the mock clock, then answers UNAUTHORIZED', async () => {
    mock = testMock();
    const token = await styleAToken(mock, 'ORG_ADMIN');
    mock.clock.advance(3_599_000);
    expect((await getA(mock, token, '/v1/organizations')).status).toBe(200);
    mock.clock.advance(1_000);
    await expectUnauthorized(`Bearer ${token}`, /expired/);
  });
});

describe('the Style A envelope', () => {
  it('answers NOT_FOUND for unknown endpoints, with a request-id', async () => {
    mock = testMock();
    for (const path of ['/v1/nope', '/v2/organizations', '/']) {
      const res = await callA(mock, 'GET', path);
      expect(res, path).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    }
  });

  it('answers 500 INTERNAL_ERROR for an unexpected error, and logs it', async () => {
    const ctx = createDomainContext({ clock: createClock({ frozenAt: T0 }) });
    const app = createStyleAApp({ ctx, baseUrl: () => ISSUER }, '/style-a', ({ app: routes }) => {
      routes.get('/v1/boom', () => {
        throw new TypeError('boom');
      });
      routes.get('/v1/gone', () => {
        throw new DomainError('not_found', 'card card_1 not found');
      });
    });
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await app.fetch(new Request(`${ISSUER}/v1/boom`));
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ error: { code: 'INTERNAL_ERROR' } });
      expect(res.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(log).toHaveBeenCalledWith('style A request failed', expect.any(TypeError));
      const gone = await app.fetch(new Request(`${ISSUER}/v1/gone`));
      expect(gone.status).toBe(404);
      expect(await gone.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'card card_1 not found' } });
    } finally {
      log.mockRestore();
      ctx.clock.dispose();
    }
  });
});
