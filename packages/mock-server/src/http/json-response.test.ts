import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { isJsonAnswer, requestIdOf } from './answer-tag';
import { jsonResponse, responseText } from './json-response';
import { requestId } from './request-id';

describe('jsonResponse and responseText', () => {
  it('answers JSON as c.json does, and gives its text back without reading the body', async () => {
    let text: string | Promise<string> = '';
    const app = new Hono().get('/', (c) => {
      const made = jsonResponse(c, { data: { id: 'é' } }, 201);
      text = responseText(c, made);
      return made;
    });
    const response = await app.request('/');
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    expect(text).toBe('{"data":{"id":"é"}}');
    // Not read, so the same response can still be sent.
    expect(await response.text()).toBe(text);
  });

  it('reads any other response, even after a JSON answer was made and set aside', async () => {
    let other: Response | undefined;
    let text: string | Promise<string> = '';
    const app = new Hono().get('/', async (c) => {
      jsonResponse(c, { data: 'set aside' }, 200);
      other = new Response('plain', { headers: { 'content-type': 'text/plain' } });
      text = await responseText(c, other);
      return c.text('done');
    });
    await app.request('/');
    expect(text).toBe('plain');
    expect(other?.bodyUsed).toBe(true);
  });

  it("carries the request's id, Vary: Origin and given headers from the start, read without a header list", async () => {
    let made: Response | undefined;
    const app = new Hono();
    app.use(requestId());
    app.get('/', (c) => {
      made = jsonResponse(c, { data: 1 }, 200, { 'cache-control': 'no-store' });
      return made;
    });
    const response = await app.request('/');
    const id = response.headers.get('request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(response.headers.get('vary')).toBe('Origin');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(made && isJsonAnswer(made)).toBe(true);
    expect(made && requestIdOf(made)).toBe(id);
    const other = new Response('x', { headers: { 'request-id': 'elsewhere' } });
    expect(isJsonAnswer(other)).toBe(false);
    expect(requestIdOf(other)).toBe('elsewhere');
    expect(requestIdOf(new Response('x'))).toBeNull();
  });
});
