import { describe, expect, it } from 'vitest';
import { chain, type Middleware } from './middleware';
import { addressOf } from './request-address';

const ADDRESS = addressOf('/x');

const tag =
  (name: string): Middleware =>
  (next) =>
  async (request, address, sentBody) => {
    const response = await next(request, address, sentBody);
    response.headers.append('x-steps', name);
    return response;
  };

describe('chain', () => {
  it('runs the first step outermost, skips the steps left out, and hands on the sent body', async () => {
    let seen: unknown;
    const handle = chain([tag('outer'), undefined, tag('inner')], async (_request, _address, sentBody) => {
      seen = sentBody;
      return new Response('ok');
    });
    const response = await handle(new Request('http://mock/x', { method: 'POST', body: 'b' }), ADDRESS, 'b');
    expect(response.headers.get('x-steps')).toBe('inner, outer');
    expect(seen).toBe('b');
  });

  it('lets a step answer without calling the rest', async () => {
    const refuse: Middleware = () => async () => new Response(null, { status: 403 });
    let called = false;
    const handle = chain([refuse], async () => {
      called = true;
      return new Response('ok');
    });
    expect((await handle(new Request('http://mock/x'), ADDRESS)).status).toBe(403);
    expect(called).toBe(false);
  });
});
