import { describe, expect, it } from 'vitest';
import {
  cors,
  isPreflight,
  preflightResponse as preflightAt,
  withCorsHeaders as withCorsHeadersAt,
} from './cors';
import { type OriginPolicy, originPolicy } from './origin-policy';
import { addressOf } from './request-address';

/** The request's address, as the edge parses it. */
const at = (request: Request) => addressOf(new URL(request.url).pathname);
const preflightResponse = (request: Request, policy: OriginPolicy) =>
  preflightAt(request, at(request), policy);
const withCorsHeaders = (request: Request, response: Response, policy: OriginPolicy) =>
  withCorsHeadersAt(request, at(request), response, policy);

const PAGE = 'http://127.0.0.1:5173';
const allows = originPolicy(['https://app.example:8443']);

function preflight(headers: Record<string, string>, path = '/style-b/v1/accounts/register'): Request {
  return new Request(`http://127.0.0.1:4010${path}`, { method: 'OPTIONS', headers });
}

describe('CORS', () => {
  it('tells a preflight from a plain OPTIONS request', () => {
    expect(isPreflight(preflight({ origin: PAGE, 'access-control-request-method': 'POST' }))).toBe(true);
    expect(isPreflight(preflight({ origin: PAGE }))).toBe(false);
  });

  it('answers the preflight of an allowed origin with 204, the origin, the asked headers, no credentials', () => {
    const res = preflightResponse(
      preflight({
        origin: PAGE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-access-token',
      }),
      allows,
    );
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(res.headers.get('access-control-allow-headers')).toBe('content-type,x-access-token');
    expect(res.headers.get('access-control-max-age')).toBe('7200');
  });

  it.each([
    'https://evil.example',
    'null',
    'http://localhost.evil.example:4010',
    'http://127.0.0.1.evil.example',
    'https://app.example',
  ])('allows nothing to the foreign origin %s, preflight or not', (origin) => {
    const pre = preflightResponse(preflight({ origin, 'access-control-request-method': 'POST' }), allows);
    expect(pre.status).toBe(204);
    expect([...pre.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    const res = withCorsHeaders(
      new Request('http://127.0.0.1:4010/_mock/config', { headers: { origin } }),
      new Response('{}', { headers: { 'request-id': 'r1' } }),
      allows,
    );
    expect([...res.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it.each([
    'http://localhost:3000',
    'http://127.0.0.1',
    'http://[::1]:8080',
    'https://localhost:5173',
    'https://app.example:8443',
  ])('allows the loopback or configured origin %s', (origin) => {
    const res = withCorsHeaders(
      new Request('http://127.0.0.1:4010/_mock/config', { headers: { origin } }),
      new Response('{}'),
      allows,
    );
    expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it.each([
    '/style-a/widget/v1/frame',
    '/style-b/widget',
    '/style-b-production/widget/',
    '/sandboxes/sbx_1/style-a/widget/v1/frame',
    '/sandboxes/sbx_1/style-b/widget',
    '/sandboxes/sbx_1/style-b-production/widget/',
  ])('never lets a page read the card-details frame %s, even from an allowed origin', (path) => {
    const pre = preflightResponse(
      preflight({ origin: PAGE, 'access-control-request-method': 'GET' }, path),
      allows,
    );
    expect(pre.headers.get('access-control-allow-origin')).toBeNull();
    const res = withCorsHeaders(
      new Request(`http://127.0.0.1:4010${path}?token=t`, { headers: { origin: PAGE } }),
      new Response('<p>4111…</p>'),
      allows,
    );
    expect([...res.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
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
      allows,
    );
    expect(res.headers.get('access-control-allow-origin')).toBe(PAGE);
    expect(res.headers.get('access-control-expose-headers')).toBe(
      'idempotent-replayed, request-id, retry-after',
    );
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('adds only Vary: Origin when the request names no origin (curl, servers)', () => {
    const res = withCorsHeaders(
      new Request('http://127.0.0.1:4010/_mock/config'),
      new Response('{}', { headers: { 'request-id': 'r0' } }),
      allows,
    );
    expect([...res.headers.keys()].filter((name) => name.startsWith('access-control-'))).toEqual([]);
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it('copies a response whose headers cannot change', async () => {
    const request = new Request('http://127.0.0.1:4010/', { headers: { origin: PAGE } });
    const res = withCorsHeaders(request, Response.redirect('http://127.0.0.1:4010/_mock/docs', 302), allows);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://127.0.0.1:4010/_mock/docs');
    expect(res.headers.get('access-control-expose-headers')).toBe('location');
  });

  it('answers preflights itself and passes other requests to the handler', async () => {
    const seen: string[] = [];
    const handler = cors(async (request) => {
      seen.push(request.method);
      return new Response('ok', { headers: { 'request-id': 'r2' } });
    }, allows);
    const asked = preflight({ origin: PAGE, 'access-control-request-method': 'DELETE' });
    const pre = await handler(asked, at(asked));
    expect(pre.status).toBe(204);
    const request = new Request('http://127.0.0.1:4010/style-a/v1/cards', { headers: { origin: PAGE } });
    const res = await handler(request, at(request));
    expect(await res.text()).toBe('ok');
    expect(res.headers.get('access-control-expose-headers')).toBe('request-id');
    expect(seen).toEqual(['GET']);
  });
});

describe('originPolicy', () => {
  it('refuses to configure null, a wildcard, a path or another scheme', () => {
    for (const bad of ['null', '*', 'https://app.example/path', 'file:///tmp/x', 'app.example'])
      expect(() => originPolicy([bad]), bad).toThrow(/origin/);
  });

  it('reads a configured origin as a browser writes it', () => {
    expect(originPolicy(['https://App.Example:443/'])('https://app.example')).toBe(true);
  });
});
