import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { jsonResponse, responseText } from './json-response';

describe('jsonResponse and responseText', () => {
  it('answers JSON as c.json does, and gives its text back without reading the body', async () => {
    let made: Response | undefined;
    const app = new Hono().get('/', (c) => {
      made = jsonResponse(c, { data: { id: 'é' } }, 201);
      return made;
    });
    const response = await app.request('/');
    expect(response.status).toBe(201);
    expect(response.headers.get('content-type')).toBe('application/json');
    const text = responseText(made as Response);
    expect(text).toBe('{"data":{"id":"é"}}');
    // Not read, so the same response can still be sent.
    expect(response.bodyUsed).toBe(false);
    expect(await response.text()).toBe(text);
  });

  it('reads the body of any other response', async () => {
    const other = new Response('plain', { headers: { 'content-type': 'text/plain' } });
    expect(await responseText(other)).toBe('plain');
    expect(other.bodyUsed).toBe(true);
  });
});
