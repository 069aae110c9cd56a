import { request as httpRequest, type IncomingMessage } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../src';
import { type ListeningMock, listen } from '../src/node';

// What the real HTTP server refuses before the mock reads a request (DECISIONS.md G-53..G-55): foreign
// Host headers (DNS rebinding), bodies over the limit, and a non-loopback bind without a control token.
const TOKEN = 'tok_listen_guard_0123456789';
let mock: Mock | undefined;
let server: ListeningMock | undefined;
afterEach(async () => {
  await server?.close();
  mock?.close();
  server = undefined;
  mock = undefined;
});

async function started(options: Parameters<typeof createMock>[0] = {}, allowedHosts?: string[]) {
  mock = createMock(options);
  server = await listen(mock, { port: 0, ...(allowedHosts ? { allowedHosts } : {}) });
  return server;
}

interface Answer {
  status: number;
  headers: IncomingMessage['headers'];
  body: unknown;
  /** Body bytes the client had written when the answer came. */
  sent: number;
}

/**
 * One request with the given Host header; a `body` of `size` bytes is written in 64 KiB chunks (chunked
 * unless `contentLength` is given) only as fast as the server takes it, and no more once it answered.
 */
function send(
  port: number,
  path: string,
  options: {
    host?: string;
    method?: string;
    size?: number;
    contentLength?: number;
    headers?: Record<string, string>;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(
      {
        port,
        host: '127.0.0.1',
        path,
        method: options.method ?? 'GET',
        setHost: false,
        headers: {
          host: options.host ?? `127.0.0.1:${port}`,
          'content-type': 'application/json',
          ...(options.contentLength === undefined ? {} : { 'content-length': String(options.contentLength) }),
          ...options.headers,
        },
      },
      (res) => {
        answered = true;
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: text ? JSON.parse(text) : undefined,
            sent,
          });
          req.destroy();
        });
      },
    );
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    const size = options.size ?? 0;
    const chunk = Buffer.alloc(65_536, 0x20);
    const pump = () => {
      while (!answered && sent < size) {
        sent += chunk.byteLength;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered && options.contentLength === undefined) req.end();
    };
    if (size > 0) pump();
    else if (options.contentLength === undefined) req.end();
    else req.flushHeaders();
  });
}

describe('the Host check (DNS rebinding)', () => {
  it('refuses a foreign Host before any handler, in the envelope of the face, naming the flag that allows it', async () => {
    const { port } = await started();
    const control = await send(port, '/_mock/config', { host: `evil.test:${port}` });
    expect(control.status).toBe(403);
    expect(control.body).toEqual({
      error: { code: 'FORBIDDEN', message: expect.stringContaining('--allowed-host evil.test') },
    });
    expect((control.body as { error: { message: string } }).error.message).toContain('"evil.test:');
    const styleB = await send(port, '/style-b/v1/oauth/authorize?clientId=x', { host: 'evil.test' });
    expect(styleB.body).toEqual({ code: '40399', message: expect.stringContaining('evil.test') });
    const reset = await send(port, '/_mock/reset', { host: 'evil.test', method: 'POST' });
    expect(reset.status).toBe(403);
  });

  it('serves loopback names and addresses and the allowed hosts, and no other IP address on loopback', async () => {
    const { port } = await started({}, ['mock.test']);
    for (const host of [
      `localhost:${port}`,
      `127.0.0.1:${port}`,
      `[::1]:${port}`,
      'LOCALHOST.',
      '127.0.0.2',
      'mock.test',
    ]) {
      expect((await send(port, '/_mock/clock', { host })).status, host).toBe(200);
    }
    for (const host of ['other.test', '10.0.0.7'])
      expect((await send(port, '/_mock/clock', { host })).status, host).toBe(403);
  });
});

describe('the request body limit over HTTP', () => {
  it('answers a declared Content-Length over the limit with 413 at once, before the body is sent', async () => {
    const { port } = await started();
    const answer = await send(port, '/style-b/v1/oauth/access-token', {
      method: 'POST',
      contentLength: 700 * 1024 * 1024,
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ code: '41301', message: expect.stringContaining('1048576 bytes') });
    expect(answer.sent).toBe(0);
  });

  it('cuts a chunked body at the limit: 413 in the face envelope long before 400 MB are sent', async () => {
    const { port } = await started();
    const styleA = await send(port, '/style-a/v1/oauth/token', { method: 'POST', size: 400 * 1024 * 1024 });
    expect(styleA.status).toBe(413);
    expect(styleA.body).toEqual({ error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } });
    expect(styleA.sent).toBeLessThan(32 * 1024 * 1024);
    const control = await send(port, '/_mock/clock/advance', { method: 'POST', size: 8 * 1024 * 1024 });
    expect(control.status).toBe(413);
    expect(control.body).toMatchObject({ error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('follows maxBodyBytes', async () => {
    const { port } = await started({ maxBodyBytes: 100 });
    const answer = await send(port, '/_mock/clock/advance', { method: 'POST', contentLength: 101 });
    expect(answer.status).toBe(413);
  });
});

describe('binding beyond loopback', () => {
  it('requires a control token, then asks every control call for it', async () => {
    mock = createMock();
    await expect(listen(mock, { port: 0, host: '0.0.0.0' })).rejects.toThrow(/controlToken/);
    mock.close();
    mock = createMock({ controlToken: TOKEN });
    server = await listen(mock, { port: 0, host: '0.0.0.0' });
    const without = await send(server.port, '/_mock/config', { host: `127.0.0.1:${server.port}` });
    expect(without.status).toBe(401);
    const withToken = await send(server.port, '/_mock/config', {
      host: `127.0.0.1:${server.port}`,
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.status).toBe(200);
  });
});
