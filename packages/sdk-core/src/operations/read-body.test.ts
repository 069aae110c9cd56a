import { describe, expect, it } from 'vitest';
import { readBody } from './read-body';

describe('readBody', () => {
  it('reads JSON, nothing from an empty body, and the text of an error that is not JSON', async () => {
    expect(await readBody(Response.json({ data: 1 }))).toEqual({ data: 1 });
    expect(await readBody(new Response(null, { status: 204 }))).toBeUndefined();
    expect(await readBody(Response.json({ code: '40101' }, { status: 401 }))).toEqual({ code: '40101' });
    expect(await readBody(new Response('Bad Gateway', { status: 502 }))).toBe('Bad Gateway');
  });

  it('leaves the body of the response readable (asResponse hands it to the caller)', async () => {
    const response = Response.json({ data: 1 });
    await readBody(response);
    expect(await response.json()).toEqual({ data: 1 });
  });

  it('throws on a success that is not JSON, as openapi-fetch does', async () => {
    await expect(readBody(new Response('<html>'))).rejects.toThrow(SyntaxError);
  });
});
