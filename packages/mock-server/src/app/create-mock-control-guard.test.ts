import { describe, expect, it } from 'vitest';
import { call, ORIGIN, testMock } from '../../test/support/test-mock';

const TOKEN = 'tok_0123456789abcdef';

/** The clock's current time, to see whether a reset (which unfreezes it) happened. */
async function advanced(mock: ReturnType<typeof testMock>): Promise<number> {
  await call(mock, 'POST', '/_mock/clock/advance', { ms: 60_000 });
  return mock.clock.now();
}

describe('state-changing control calls from a foreign page', () => {
  it.each(['https://evil.example', 'null', 'http://localhost.evil.example'])(
    'refuses POST /_mock/reset from %s with 403 in the control envelope, and resets nothing',
    async (origin) => {
      const mock = testMock();
      const before = await advanced(mock);
      const res = await call(mock, 'POST', '/_mock/reset', undefined, { origin });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error: { code: 'FORBIDDEN', message: expect.stringContaining('--cors-origin') },
      });
      expect(mock.clock.now()).toBe(before);
      const fault = await call(
        mock,
        'POST',
        '/_mock/faults',
        { count: 1, effect: { type: 'status', status: 500 } },
        { origin },
      );
      expect(fault.status).toBe(403);
    },
  );

  it('refuses a foreign origin but lets GET through (CORS decides what a page reads) and allows loopback, own and configured origins', async () => {
    const mock = testMock({ cors: { origins: ['https://app.example'] } });
    expect(
      (await call(mock, 'POST', '/_mock/clock/advance', { ms: 1 }, { origin: 'https://other.example' }))
        .status,
    ).toBe(403);
    expect(
      (await call(mock, 'GET', '/_mock/config', undefined, { origin: 'https://evil.example' })).status,
    ).toBe(200);
    for (const origin of ['http://localhost:5173', ORIGIN, 'https://app.example']) {
      expect((await call(mock, 'POST', '/_mock/clock/advance', { ms: 1 }, { origin })).status, origin).toBe(
        200,
      );
    }
    // No Origin: curl, the SDKs, the CLI.
    expect((await call(mock, 'POST', '/_mock/reset')).status).toBe(200);
  });

  it('keeps refusing foreign origins with cors: false', async () => {
    const mock = testMock({ cors: false });
    expect(
      (await call(mock, 'POST', '/_mock/reset', undefined, { origin: 'https://evil.example' })).status,
    ).toBe(403);
  });
});

describe('the control token', () => {
  it('is required on /_mock and the landing page once set: 401 without it, 403 with another', async () => {
    const mock = testMock({ controlToken: TOKEN });
    for (const path of ['/_mock/config', '/_mock/state', '/', '/_mock']) {
      const res = await mock.fetch(`${ORIGIN}${path}`);
      expect(res.status, path).toBe(401);
      expect(await res.json(), path).toEqual({
        error: { code: 'UNAUTHORIZED', message: expect.stringContaining('Authorization: Bearer') },
      });
    }
    const wrong = await call(mock, 'POST', '/_mock/reset', undefined, {
      authorization: 'Bearer tok_wrong_wrong_wrong',
    });
    expect(wrong.status).toBe(403);
    expect(wrong.body).toMatchObject({ error: { code: 'FORBIDDEN' } });
    const right = await call(mock, 'GET', '/_mock/config', undefined, { authorization: `Bearer ${TOKEN}` });
    expect(right.status).toBe(200);
  });

  it('leaves the faces and the dashboard shell (which reads the token from its URL fragment) open, not the state', async () => {
    const mock = testMock({ controlToken: TOKEN });
    expect((await mock.fetch(`${ORIGIN}/_mock/state`)).status).toBe(401);
    const page = await mock.fetch(`${ORIGIN}/_mock/dashboard`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const reference = await mock.fetch(`${ORIGIN}/_mock/docs`, { headers: { accept: 'text/html' } });
    expect(reference.status).not.toBe(401);
    expect((await mock.fetch(`${ORIGIN}/_mock/dashboard`, { method: 'POST' })).status).toBe(401);
    const authorize = await mock.fetch(
      `${ORIGIN}/style-b/v1/oauth/authorize?clientId=${mock.seeded.styleB.clientId}`,
    );
    expect(authorize.status).toBe(200);
  });

  it('refuses a token too short to be secret', () => {
    expect(() => testMock({ controlToken: 'short' })).toThrow(/controlToken/);
  });
});
