import { describe, expect, it } from 'vitest';
import { cors, isPreflight, preflightResponse, withCorsHeaders } from './cors';

const PAGE = 'http://127.0.0.1:5173';

function preflight(headers: Record<string, string>): Request {
  return new Request('http://127.0.0.1:4010/style-b/v1/accounts/register', { method: 'OPTIONS', headers });
}

describe('CORS', () => {
  it('tells a preflight from a plain OPTIONS request', () => {
    expect(isPreflight(preflight({ origin: PAGE, 'access-control-request-method': 'POST' }))).toBe(true);
    expect(isPreflight(preflight({ origin: PAGE }))).toBe(false);
  });

  it('answers a preflight with 204, the origin, the asked headers and a max age', () => {
    const res = preflightResponse(
      preflight({
        origin: PAGE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-access-token',
      }),
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(res.headers.get('access-control-allow-credentials')).toBe('true');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type,x-access-token');
    expect(res.headers.get('access-control-max-age')).toBe('7200');
  });

  it('exposes every header of the response but the safelisted ones, and allows the origin', () => {
    const request = new Request('http://127.0.0.1:4010/style-b/v1/x', { headers: { origin: PAGE } });
    const res = withCorsHeaders(
      request,
      new Response('{}', {
        headers: {
          'content-type': 'application/json',
          'request-id': 'r1',
          'retry-after': '2',
          'idempotent-replayed': 'true',
        },
      }),
    );
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(res.headers.get('access-control-expose-headers')).toBe(
      'idempotent-replayed, request-id, retry-after',
    );
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('allows any origin without credentials when the request names none (curl, servers)', () => {
    const res = withCorsHeaders(
      new Request('http://127.0.0.1:4010/_mock/config'),
      new Response('{}', { headers: { 'request-id': 'r0' } }),
    );
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin');
    // Not a CORS request: no page reads it, so nothing is listed.
    expect(res.headers.get('access-control-expose-headers')).toBeNull();
  });

  it('copies a response whose headers cannot change', async () => {
    const request = new Request('http://127.0.0.1:4010/', { headers: { origin: PAGE } });
    const res = withCorsHeaders(request, Response.redirect('http://127.0.0.1:4010/_mock/docs', 302));
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:4010/_mock/docs');
    expect(res.headers.get('access-control-expose-headers')).toBe('location');
  });

  it('answers preflights itself and passes other requests to the handler', async () => {
    const seen: string[] = [];
    const handler = cors(async (request) => {
      seen.push(request.method);
      return new Response('ok', { headers: { 'request-id': 'r2' } });
    });
    const pre = await handler(preflight({ origin: PAGE, 'access-control-request-method': 'DELETE' }));
    expect(pre.status).toBe(204);
    const res = await handler(
      new Request('http://127.0.0.1:4010/style-a/v1/cards', { headers: { origin: PAGE } }),
    );
    expect(await res.text()).toBe('ok');
    expect(res.headers.get('access-control-expose-headers')).toBe('request-id');
    expect(seen).toEqual(['GET']);
  });
});
