import { describe, expect, it } from 'vitest';
import { call, ORIGIN, testMock } from '../../test/support/test-mock';

const PAGE = 'http://127.0.0.1:5173';

function preflight(path: string, method = 'POST') {
  return new Request(`${ORIGIN}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin: PAGE,
      'access-control-request-method': method,
      'access-control-request-headers': 'content-type, x-access-token',
    },
  });
}

describe('CORS on every face', () => {
  it.each([
    '/style-a/v1/cards',
    '/style-b/v1/oauth/access-token',
    '/style-b-production/v1/oauth/access-token',
    '/_mock/clock/advance',
    '/nothing-here',
  ])('answers the preflight of %s, and the actual response carries the headers', async (path) => {
    const mock = testMock();
    const answer = await mock.fetch(preflight(path));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(answer.headers.get('access-control-allow-headers')).toBe('content-type, x-access-token');

    const res = await mock.fetch(`${ORIGIN}${path}`, { headers: { origin: PAGE } });
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE);
    if (!path.startsWith('/_mock')) {
      expect(res.headers.get('access-control-expose-headers')).toContain('request-id');
    }
  });

  it('lets a page read Retry-After of a rate-limited call, and never limits or faults a preflight', async () => {
    const mock = testMock({ rateLimit: 1 });
    await call(mock, 'POST', '/_mock/faults', {
      count: 10,
      match: { style: 'b' },
      effect: { type: 'status', status: 503, retryAfterSeconds: 3 },
    });
    for (let i = 0; i < 3; i += 1) {
      expect((await mock.fetch(preflight('/style-b/v1/oauth/access-token'))).status).toBe(204);
    }
    const url = `${ORIGIN}/style-b/v1/oauth/authorize?clientId=x`;
    await mock.fetch(url, { headers: { origin: PAGE } });
    const limited = await mock.fetch(url, { headers: { origin: PAGE } });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('access-control-expose-headers')).toContain('retry-after');
    expect(limited.headers.get('access-control-allow-origin')).toBe(PAGE);
  });

  it('gives a foreign origin, null included, no CORS header on any face', async () => {
    const mock = testMock();
    for (const origin of ['https://evil.example', 'null']) {
      const answer = await mock.fetch(
        new Request(`${ORIGIN}/_mock/config`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'POST' },
        }),
      );
      expect(answer.headers.get('access-control-allow-origin')).toBeNull();
      for (const path of ['/_mock/config', '/style-b/v1/oauth/authorize?clientId=x', '/style-a/v1/cards']) {
        const res = await mock.fetch(`${ORIGIN}${path}`, { headers: { origin } });
        expect(
          [...res.headers.keys()].filter((name) => name.startsWith('access-control-')),
          path,
        ).toEqual([]);
      }
    }
  });

  it('allows the origins given in cors.origins besides loopback, never with credentials', async () => {
    const mock = testMock({ cors: { origins: ['https://app.example'] } });
    for (const origin of ['https://app.example', 'http://localhost:3000', 'http://[::1]:8080']) {
      const res = await mock.fetch(`${ORIGIN}/_mock/config`, { headers: { origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
      expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    }
    const other = await mock.fetch(`${ORIGIN}/_mock/config`, {
      headers: { origin: 'https://other.example' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
    expect(() => testMock({ cors: { origins: ['null'] } })).toThrow(/origin/);
  });

  it('is off with cors: false: a preflight goes to the faces, and no response allows another origin', async () => {
    const mock = testMock({ cors: false });
    const answer = await mock.fetch(preflight('/style-b/v1/oauth/access-token'));
    expect(answer.status).not.toBe(204);
    expect(answer.headers.get('access-control-allow-origin')).toBeNull();
    const res = await mock.fetch(`${ORIGIN}/_mock/config`, { headers: { origin: PAGE } });
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});
