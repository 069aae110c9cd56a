import { describe, expect, it } from 'vitest';
import { chain, type Middleware } from './middleware';

const tag =
  (name: string): Middleware =>
  (next) =>
  async (request, sentBody) => {
    const response = await next(request, sentBody);
    response.headers.append('x-steps', name);
    return response;
  };

describe('chain', () => {
  it('runs the first step outermost, skips the steps left out, and hands on the sent body', async () => {
    let seen: unknown;
    const handle = chain([tag('outer'), undefined, tag('inner')], async (_request, sentBody) => {
      seen = sentBody;
      return new Response('ok');
    });
    const response = await handle(new Request('http://mock/x', { method: 'POST', body: 'b' }), 'b');
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
    expect((await handle(new Request('http://mock/x'))).status).toBe(403);
    expect(called).toBe(false);
  });
});
