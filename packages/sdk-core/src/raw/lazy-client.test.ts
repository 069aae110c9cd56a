import createClient, { type Middleware } from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { lazyClient } from './lazy-client';

type Paths = { '/v1/cards': { get: { responses: { 200: { content: { 'application/json': unknown } } } } } };

function setup() {
  const seen: string[] = [];
  let loads = 0;
  const raw = lazyClient<Paths>(async () => {
    loads += 1;
    return createClient<Paths>({
      baseUrl: 'http://sdk.test',
      fetch: async (request: Request) => {
        seen.push(`${request.method} ${request.url} ${request.headers.get('x-mark') ?? '-'}`);
        return Response.json({ ok: true });
      },
    });
  });
  return { raw, seen, loads: () => loads };
}

const mark = (value: string): Middleware => ({
  onRequest: ({ request }) => {
    request.headers.set('x-mark', value);
    return request;
  },
});

describe('lazyClient', () => {
  it('loads the client on the first call only, once for concurrent calls', async () => {
    const { raw, seen, loads } = setup();
    expect(loads()).toBe(0);
    const answers = await Promise.all([raw.GET('/v1/cards'), raw.request('get', '/v1/cards')]);
    expect(answers.map((a) => a.data)).toEqual([{ ok: true }, { ok: true }]);
    await raw.GET('/v1/cards');
    expect(loads()).toBe(1);
    expect(seen).toEqual(Array(3).fill('GET http://sdk.test/v1/cards -'));
  });

  it('applies middleware registered before the load, and ejects it before or after', async () => {
    const { raw, seen } = setup();
    const first = mark('first');
    const dropped = mark('dropped');
    raw.use(dropped, first);
    raw.eject(dropped);
    await raw.GET('/v1/cards');
    raw.eject(first);
    await raw.GET('/v1/cards');
    raw.use(mark('late'));
    await raw.GET('/v1/cards');
    expect(seen.map((line) => line.split(' ').at(-1))).toEqual(['first', '-', 'late']);
  });

  it('rejects every call when the client cannot be loaded', async () => {
    const raw = lazyClient<Paths>(() => Promise.reject(new Error('chunk missing')));
    await expect(raw.GET('/v1/cards')).rejects.toThrow('chunk missing');
  });
});
