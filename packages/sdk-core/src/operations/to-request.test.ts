import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import type { OperationParts } from './create-core-client';
import type { OperationDef } from './operation-def';
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
