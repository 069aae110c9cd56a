import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { OperationDef, OperationParts } from './operation-def';
import { toRequest } from './to-request';

// The methods build their requests without openapi-fetch's client; `client.raw` uses that client. Both
// must put the same bytes on the wire.
async function viaOpenapiFetch(baseUrl: string, op: OperationDef, parts: OperationParts, headers = {}) {
  let sent: Request | undefined;
  const client = createClient<Record<string, never>>({
    baseUrl,
    fetch: async (request: Request) => {
      sent = request;
      return new Response(null, { status: 204 });
    },
  });
  const init = { params: { path: parts.path ?? {}, query: parts.query ?? {} }, body: parts.body, headers };
  await (client.request as (m: string, p: string, i: unknown) => Promise<unknown>)(op.method, op.path, init);
  return sent as Request;
}

async function describeRequest(request: Request) {
  return {
    method: request.method,
    url: request.url,
    headers: Object.fromEntries(request.headers),
    body: await request.text(),
  };
}

const cases: Array<[string, string, OperationDef, OperationParts]> = [
  [
    'path ids are encoded',
    'http://h/style-a',
    { method: 'GET', path: '/v1/cards/{id}' },
    { path: { id: 'a/b c' } },
  ],
  [
    'query: arrays, objects, empty and absent values',
    'http://h/style-b/',
    { method: 'GET', path: '/v1/transactions' },
    {
      query: { limit: 2, status: ['A', 'B'], range: { from: 1 }, none: undefined, empty: [], cursor: 'x&y' },
    },
  ],
  [
    'query: null inside an array or an object, reserved characters, numbers and booleans',
    'http://h/style-b',
    { method: 'GET', path: '/v1/card-list' },
    {
      query: { ids: ['a', null, 'b/c'], range: { from: null, to: '2026-01-01T00:00:00Z' }, n: 0, on: false },
    },
  ],
  [
    'several path parameters and a query',
    'http://h/style-a',
    { method: 'DELETE', path: '/v1/applicants/{id}/spend-controls/{controlId}' },
    { path: { id: 'app 1', controlId: 'sc?1#' }, query: { accountId: 'é' } },
  ],
  [
    'a JSON body',
    'http://h',
    { method: 'POST', path: '/v1/cards/{id}/fund' },
    { path: { id: 'c1' }, body: { amount: '1.00', note: 'é' } },
  ],
  ['no body', 'http://h', { method: 'POST', path: '/v1/cards/{id}/freeze' }, { path: { id: 'c1' } }],
];

describe('toRequest', () => {
  it.each(cases)('builds what openapi-fetch builds: %s', async (_name, baseUrl, op, parts) => {
    const headers = { 'Idempotency-Key': 'k-1' };
    const outgoing = toRequest(baseUrl.replace(/\/$/, ''), op, parts, headers);
    const ours = new Request(outgoing.url, { ...outgoing, body: outgoing.body ?? null });
    const theirs = await viaOpenapiFetch(baseUrl, op, parts, headers);
    expect(await describeRequest(ours)).toEqual(await describeRequest(theirs));
  });
});

describe('toRequest path parameters', () => {
  const getCard: OperationDef = { method: 'GET', path: '/v1/cards/{cardId}' };
  const build = (path: Record<string, unknown>) => toRequest('http://h/style-b', getCard, { path }, {});

  it.each([
    ['an empty id', { cardId: '' }, 'an empty string'],
    ['a missing id', {}, 'nothing'],
    ['a null id', { cardId: null }, 'null'],
    ['a number', { cardId: 42 }, 'number'],
    ['an object', { cardId: { id: 'c1' } }, 'object'],
  ])('refuses %s, naming the parameter and the operation', (_name, path, got) => {
    expect(() => build(path)).toThrow(
      new TypeError(`GET /v1/cards/{cardId}: path parameter cardId must be a non-empty string, got ${got}`),
    );
  });

  it.each(['.', '..'])('refuses the dot segment %j, which URL parsing would resolve away', (cardId) => {
    expect(() => build({ cardId })).toThrow(TypeError);
  });

  it.each([
    ['a/b', '/style-b/v1/cards/a%2Fb'],
    ['../admin', '/style-b/v1/cards/..%2Fadmin'],
    ['x?y=1', '/style-b/v1/cards/x%3Fy%3D1'],
    ['x#frag', '/style-b/v1/cards/x%23frag'],
    ['%2e%2e', '/style-b/v1/cards/%252e%252e'],
  ])('keeps %j inside its one segment', (cardId, pathname) => {
    const url = new URL(build({ cardId }).url);
    expect(url.pathname).toBe(pathname);
    expect(url.search).toBe('');
    expect(url.hash).toBe('');
  });
});
