import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../src';
import { type ListeningMock, listen } from '../src/node';

// Requests Node's HTTP parser refuses before any handler still get the face's envelope (DECISIONS.md G-19),
// checked over a raw socket so nothing in between rewrites the answer.
let mock: Mock;
let server: ListeningMock;

beforeAll(async () => {
  mock = createMock();
  server = await listen(mock, { port: 0 });
});
afterAll(async () => {
  await server.close();
  mock.close();
});

interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Writes raw bytes, reads until the server closes, and splits the HTTP/1.1 answer. */
function raw(request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((line) => [
          line.slice(0, line.indexOf(':')).toLowerCase(),
          line.slice(line.indexOf(':') + 1).trim(),
        ]),
      );
      const body = rest.join('\r\n\r\n');
      resolve({
        status: Number(statusLine.split(' ')[1]),
        headers,
        body: body ? JSON.parse(body) : undefined,
      });
    });
    socket.write(request);
  });
}

const big = 'x'.repeat(20_000);
const get = (target: string, extra = '') => raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\n${extra}\r\n`);

describe('requests over the header limit or malformed (real HTTP)', () => {
  it('answers headers over the limit on a Style B path with 431 and {code: "40001"}', async () => {
    const res = await get('/style-b/v1/card-list', `x-big: ${big}\r\n`);
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ code: '40001', message: expect.stringContaining('16384') });
    expect(res.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.connection).toBe('close');
    expect(res.headers['content-type']).toBe('application/json');
  });

  it('answers a request line over the limit on a Style A path in Style A envelope', async () => {
    const res = await get(`/style-a/v1/cards?cursor=${big}`);
    expect(res.status).toBe(431);
    expect(res.body).toEqual({ error: { code: 'INVALID_REQUEST', message: expect.any(String) } });
    expect(res.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('uses Style B production and the control API by their paths, and absolute-form targets', async () => {
    const production = await get('/style-b-production/v1/card/bins', `x-big: ${big}\r\n`);
    expect((production.body as { code: string }).code).toBe('40001');
    const absolute = await get(`http://127.0.0.1/style-b/v1/card/bins?${big}`);
    expect((absolute.body as { code: string }).code).toBe('40001');
    const control = await get('/_mock/clock', `x-big: ${big}\r\n`);
    expect(control.status).toBe(431);
    expect(control.body).toEqual({ error: { code: 'INVALID_REQUEST', message: expect.any(String) } });
  });

  it('answers a request whose line cannot be read with 400 in the control envelope', async () => {
    const res = await raw('\x16\x03\x01 not http at all\r\n\r\n');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: 'INVALID_REQUEST', message: 'malformed HTTP request' } });
    expect(res.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers.connection).toBe('close');
  });

  it('still serves requests just under the limit', async () => {
    const res = await fetch(`${server.origin}/_mock/clock`, { headers: { 'x-big': 'x'.repeat(8_000) } });
    expect(res.status).toBe(200);
  });
});
