import { describe, expect, it } from 'vitest';
import { readableResponse, readBody } from './read-body';

describe('readBody', () => {
  it('reads JSON, nothing from an empty body, and the text of an error that is not JSON', async () => {
    expect(await readBody(Response.json({ data: 1 }))).toEqual({ body: { data: 1 }, nonJson: false });
    expect(await readBody(new Response(null, { status: 204 }))).toEqual({ body: undefined, nonJson: false });
    expect(await readBody(Response.json({ code: '40101' }, { status: 401 }))).toEqual({
      body: { code: '40101' },
      nonJson: false,
    });
    expect(await readBody(new Response('Bad Gateway', { status: 502 }))).toEqual({
      body: 'Bad Gateway',
      nonJson: true,
    });
  });

  it('flags a success that is not JSON instead of throwing a bare SyntaxError', async () => {
    expect(await readBody(new Response('<html>'))).toEqual({ body: '<html>', nonJson: true });
  });

  it('gives the response back readable (asResponse hands it to the caller), with its status and headers', async () => {
    const response = Response.json({ data: 1 }, { status: 201, headers: { 'request-id': 'req_1' } });
    await readBody(response);
    const readable = readableResponse(response);
    expect(readable.status).toBe(201);
    expect(readable.headers.get('request-id')).toBe('req_1');
    expect(await readable.json()).toEqual({ data: 1 });
    // A second read gets its own copy.
    expect(await readableResponse(response).json()).toEqual({ data: 1 });
    const empty = new Response(null, { status: 204 });
    await readBody(empty);
    expect(readableResponse(empty).status).toBe(204);
  });
});
