import { describe, expect, it } from 'vitest';
import { ORIGIN, testMock } from '../../test/support/test-mock';

const LIMIT = 1_024;

/** A body of `bytes` bytes, as a stream of 256-byte chunks (what reaches the mock without a length). */
function streamOf(bytes: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= bytes) return controller.close();
      const chunk = new Uint8Array(Math.min(256, bytes - sent)).fill(0x20);
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
  return { stream, pulled: () => sent };
}

const PATHS = [
  ['/style-b/v1/oauth/access-token', { code: '41301', message: expect.stringContaining('--max-body') }],
  [
    '/style-a/v1/oauth/token',
    { error: { code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('1024 bytes') } },
  ],
  ['/_mock/clock/advance', { error: { code: 'PAYLOAD_TOO_LARGE', message: expect.any(String) } }],
] as const;

describe('the request body limit', () => {
  it.each(PATHS)('answers 413 in the envelope of %s for a body given whole', async (path, envelope) => {
    const mock = testMock({ maxBodyBytes: LIMIT });
    const res = await mock.fetch(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"pad":"${'x'.repeat(LIMIT)}"}`,
    });
    expect(res.status).toBe(413);
    expect(res.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(await res.json()).toEqual(envelope);
  });

  it.each(PATHS)('cuts a streamed body of %s at the limit and answers 413', async (path, envelope) => {
    const mock = testMock({ maxBodyBytes: LIMIT });
    const { stream, pulled } = streamOf(LIMIT * 64);
    const res = await mock.fetch(`${ORIGIN}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual(envelope);
    // Read up to the limit and a little more (the stream's queue), never the whole body.
    expect(pulled()).toBeLessThan(LIMIT * 4);
  });

  it('refuses a declared Content-Length over the limit without reading the body', async () => {
    const mock = testMock({ maxBodyBytes: LIMIT });
    const { stream, pulled } = streamOf(LIMIT * 64);
    const res = await mock.fetch(
      new Request(`${ORIGIN}/style-b/v1/oauth/access-token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(LIMIT * 64) },
        body: stream,
        duplex: 'half',
      } as RequestInit),
    );
    expect(res.status).toBe(413);
    expect(pulled()).toBeLessThanOrEqual(256);
  });

  it('serves a body at the limit, and defaults to 1 MiB', async () => {
    const mock = testMock({ maxBodyBytes: LIMIT });
    const body = JSON.stringify({ ms: 1_000, pad: '' }).padEnd(LIMIT, ' ');
    const res = await mock.fetch(`${ORIGIN}/_mock/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(res.status).not.toBe(413);
    const byDefault = testMock();
    const over = await byDefault.fetch(`${ORIGIN}/_mock/clock/advance`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: new Uint8Array(1_048_577),
    });
    expect(over.status).toBe(413);
    expect(() => testMock({ maxBodyBytes: 0 })).toThrow(/maxBodyBytes/);
  });
});
