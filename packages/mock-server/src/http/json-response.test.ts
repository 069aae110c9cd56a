import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonResponse, responseText } from './json-response';

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
});
