import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mock } from '../src';
import { providerSecrets } from '../src/domain/organizations';
import { MAX_JSON_DEPTH } from '../src/http';
import { loadSpec, operationFields } from './support/spec-fields';
import { hmacHex, orgIds } from './support/style-a-applicants';
import { styleAToken } from './support/style-a-journey';
import { styleBToken, testMock } from './support/test-mock';

// No 500 from bad input (DECISIONS.md G-16 to G-18): JSON nested too deep and bodies that are not JSON get
// each face's validation error on every operation that takes a body, and the control API refuses unknown
// query parameters on every operation.
type Json = Record<string, unknown>;

let mock: Mock;
let tokenA = '';
let tokenB = '';
beforeAll(async () => {
  mock = testMock();
  tokenA = await styleAToken(mock, 'ORG_ADMIN');
  tokenB = await styleBToken(mock);
});
afterAll(() => mock.close());

const FACES = {
  'style-a': {
    base: '/style-a',
    code: (b: Json) => (b.error as Json | undefined)?.code,
    invalid: 'INVALID_REQUEST',
  },
  'style-b': { base: '/style-b', code: (b: Json) => b.code, invalid: '40001' },
  'mock-control': {
    base: '/_mock',
    code: (b: Json) => (b.error as Json | undefined)?.code,
    invalid: 'INVALID_REQUEST',
  },
} as const;
type FaceName = keyof typeof FACES;

const nested = (levels: number) => `${'{"a":'.repeat(levels - 1)}{}${'}'.repeat(levels - 1)}`;

async function send(face: FaceName, method: string, path: string, body?: BodyInit, headers: Json = {}) {
  const auth = face === 'style-a' ? { authorization: `Bearer ${tokenA}` } : { 'x-access-token': tokenB };
  const init: RequestInit = {
    method,
    headers: { ...auth, 'Idempotency-Key': crypto.randomUUID(), ...(headers as Record<string, string>) },
  };
  if (body !== undefined) init.body = body;
  const res = await mock.fetch(`http://127.0.0.1:4010${FACES[face].base}${path}`, init);
  const json = (await res.json()) as Json;
  return {
    status: res.status,
    code: FACES[face].code(json),
    message: String((json.error as Json | undefined)?.message ?? json.message),
    requestId: res.headers.get('request-id'),
  };
}

const bodyOperations = (Object.keys(FACES) as FaceName[]).flatMap((face) =>
  operationFields(loadSpec(face))
    .filter((o) => o.hasJsonBody)
    .map((o) => {
      const [method = 'POST', template = '/'] = o.operation.split(' ');
      return { face, method, template, path: template.replace(/\{[^}]+\}/g, 'x') };
    }),
);

describe('bodies nested too deep or not JSON, on every operation that takes a body', () => {
  it('has operations of the three faces to check', () => {
    expect(new Set(bodyOperations.map((o) => o.face)).size).toBe(3);
  });

  it.each(bodyOperations)('$face $method $template: never a 5xx', async ({ face, method, path }) => {
    for (const [body, type] of [
      [nested(3_000), 'application/json'],
      ['['.repeat(200_000), 'application/json'],
      ['{"name":"x"}', 'text/plain'],
      ['name=x&amount=1', 'application/x-www-form-urlencoded'],
    ] as const) {
      const res = await send(face, method, path, body, { 'content-type': type });
      expect(res.status, `${type} ${body.slice(0, 20)}: ${res.message}`).toBeLessThan(500);
      // An operation that takes any body (the control API's webhook inbox) may succeed.
      if (res.status >= 400) expect(typeof res.code).toBe('string');
      expect(res.requestId).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

// Operations whose body is read before anything that depends on the path, so the error is the body's.
const FIRST_READERS: Array<[FaceName, string, string]> = [
  ['style-b', 'POST', '/v1/budgets'],
  ['style-b', 'POST', '/v1/oauth/access-token'],
  ['style-a', 'POST', '/v1/applicants'],
  ['style-a', 'POST', '/v1/oauth/token'],
  ['mock-control', 'POST', '/clock/advance'],
];

describe.each(FIRST_READERS)('%s %s %s', (face, method, path) => {
  it(`refuses JSON nested deeper than ${MAX_JSON_DEPTH} levels with the validation error (G-16)`, async () => {
    for (const levels of [MAX_JSON_DEPTH + 1, 3_000]) {
      const res = await send(face, method, path, nested(levels), { 'content-type': 'application/json' });
      expect(res).toMatchObject({ status: 400, code: FACES[face].invalid });
      expect(res.message).toContain(`deeper than ${MAX_JSON_DEPTH} levels`);
    }
  });

  it(`reads JSON nested ${MAX_JSON_DEPTH} levels as any other body`, async () => {
    const res = await send(face, method, path, nested(MAX_JSON_DEPTH), {
      'content-type': 'application/json',
    });
    expect(res.message).not.toContain('deeper than');
  });

  it('refuses a non-JSON Content-Type with the validation error naming it (G-17)', async () => {
    // Style A's token endpoint also takes the OAuth form encoding (DECISIONS.md G-65).
    const oauthForm = face === 'style-a' && path === '/v1/oauth/token';
    for (const type of [
      'text/plain',
      ...(oauthForm ? [] : ['application/x-www-form-urlencoded']),
      'text/json',
      'application/jsonp',
    ]) {
      const res = await send(face, method, path, '{"a":1}', { 'content-type': type });
      expect(res, type).toMatchObject({ status: 400, code: FACES[face].invalid });
      expect(res.message).toContain('Content-Type');
    }
  });

  it('reads a body as JSON under application/json with parameters, a +json type, or no Content-Type', async () => {
    for (const headers of [
      { 'content-type': 'application/json; charset=utf-8' },
      { 'content-type': 'Application/JSON' },
      { 'content-type': 'application/merge-patch+json' },
      {},
    ]) {
      // A BufferSource body gets no Content-Type of its own.
      const res = await send(face, method, path, new TextEncoder().encode('{"a":1}'), headers);
      expect(res.message, JSON.stringify(headers)).not.toContain('Content-Type');
    }
  });
});

describe('Style A provider callbacks', () => {
  it('refuses a signed body nested too deep or not sent as JSON', async () => {
    const secret = providerSecrets(mock.ctx, orgIds(mock).child).kyc;
    const deep = nested(3_000);
    const tooDeep = await send('style-a', 'POST', '/v1/webhooks/veritas', deep, {
      'content-type': 'application/json',
      'x-veritas-signature': hmacHex(secret, deep),
    });
    expect(tooDeep).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    const raw = '{"type":"applicantReviewed"}';
    const text = await send('style-a', 'POST', '/v1/webhooks/veritas', raw, {
      'content-type': 'text/plain',
      'x-veritas-signature': hmacHex(secret, raw),
    });
    expect(text).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect(text.message).toContain('Content-Type');
  });
});

const controlOperations = operationFields(loadSpec('mock-control')).map((o) => {
  const [method = 'GET', template = '/'] = o.operation.split(' ');
  return { method, template, path: template.replace(/\{[^}]+\}/g, 'x'), query: o.query };
});

describe('control API strict query (G-12, G-18)', () => {
  it.each(controlOperations)('$method $template refuses an unknown query parameter', async (o) => {
    const res = await send('mock-control', o.method, `${o.path}?notAParameter=1`);
    expect(res).toMatchObject({ status: 400, code: 'INVALID_REQUEST' });
    expect(res.message).toBe('unknown query parameter notAParameter');
  });
});
