import { afterEach, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../app';
import type { DocsAssets } from './docs-assets';
import { SPEC_NAMES } from './spec-names';

const ORIGIN = 'http://127.0.0.1:4010';
const SCRIPT = new TextEncoder().encode('window.Scalar = {};');
const fakeAssets: DocsAssets = {
  scalarScript: async () => SCRIPT,
  spec: async (name) => ({
    openapi: '3.1.0',
    info: { title: name, version: '1' },
    servers: [{ url: `http://127.0.0.1:4010/${name === 'mock-control' ? '_mock' : name}`, description: 'x' }],
  }),
};
const noAssets: DocsAssets = { scalarScript: async () => undefined, spec: async () => undefined };

let mock: Mock;
afterEach(() => mock?.close());

const get = (path: string, accept = 'text/html,application/xhtml+xml,*/*;q=0.8') =>
  mock.fetch(`${ORIGIN}${path}`, { headers: { accept } });

describe('landing page', () => {
  it('shows both styles, the seeded credentials and the control API at the origin served', async () => {
    mock = createMock({ docs: fakeAssets });
    mock.setOrigin('http://127.0.0.1:50123');
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    const config = mock.config();
    expect(html).toContain('<main id="main">');
    expect(html).toContain('<h2 id="style-b">Style B</h2>');
    for (const value of [
      'http://127.0.0.1:50123/style-b',
      'http://127.0.0.1:50123/style-b-production',
      'http://127.0.0.1:50123/style-a',
      config.styleB.clientId,
      config.styleB.clientSecret,
      config.styleB.webhookSecret,
      config.styleB.productionClientSecret,
      ...Object.values(config.styleA.apiKeys).flatMap((key) => [key.clientId, key.clientSecret]),
      'href="http://127.0.0.1:50123/_mock/docs"',
      'href="http://127.0.0.1:50123/_mock/config"',
      'href="http://127.0.0.1:50123/_mock/webhooks/inbox"',
      'href="http://127.0.0.1:50123/_mock/docs/specs/style-b.json"',
      'href="http://127.0.0.1:50123/_mock/dashboard"',
    ]) {
      expect(html).toContain(value);
    }
    expect(html).not.toContain('4010');
    // GET /_mock is the same page.
    expect(await (await get('/_mock')).text()).toBe(html);
  });

  it('escapes every value it shows', async () => {
    mock = createMock({ docs: fakeAssets, settings: { kycProvider: '<img src=x onerror=alert(1)>' } });
    const html = await (await get('/')).text();
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });

  it('answers a request for JSON as before: / a 404 envelope, /_mock the control API 404', async () => {
    mock = createMock({ docs: fakeAssets });
    const root = await get('/', 'application/json');
    expect(root.status).toBe(404);
    expect(root.headers.get('content-type')).toBe('application/json');
    const body = (await root.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.message).toContain('/_mock/config');
    const control = await get('/_mock', 'application/json');
    expect(control.status).toBe(404);
    expect(control.headers.get('content-type')).toMatch(/^application\/json/);
    // A browser's or curl's Accept gets the page; so does a POST nowhere.
    expect((await get('/', '*/*')).status).toBe(200);
    expect((await get('/', 'application/json, text/html')).status).toBe(200);
    expect((await mock.fetch(`${ORIGIN}/`, { method: 'POST' })).status).toBe(404);
  });
});

describe('/_mock/docs', () => {
  it('serves the reference page with its script and specs from the mock only', async () => {
    mock = createMock({ docs: fakeAssets });
    const res = await get('/_mock/docs');
    expect(res.status).toBe(200);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(csp).toContain(`connect-src 'self' ${ORIGIN};`);
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">Scalar.createApiReference('#app'`);
    const script = /<script src="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(script).toMatch(/^\/_mock\/docs\/assets\/scalar\.js\?v=[0-9a-f]{12}$/);
    for (const name of SPEC_NAMES) expect(html).toContain(`${ORIGIN}/_mock/docs/specs/${name}.json`);
    expect(html).toContain('"withDefaultFonts":false');
    expect(html).toContain('"telemetry":false');
    expect(html).not.toMatch(/https:\/\//);
    // A new nonce for every page.
    expect((await get('/_mock/docs')).headers.get('content-security-policy')).not.toBe(csp);

    const js = await get(script);
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(js.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(new Uint8Array(await js.arrayBuffer())).toEqual(SCRIPT);
  });

  it('serves each spec with servers naming the address the mock serves', async () => {
    mock = createMock({ docs: fakeAssets });
    mock.setOrigin('http://127.0.0.1:50123');
    const res = await get('/_mock/docs/specs/style-b.json', 'application/json');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(((await res.json()) as { servers: unknown }).servers).toEqual([
      { url: 'http://127.0.0.1:50123/style-b', description: 'x' },
    ]);
    const control = (await (await get('/_mock/docs/specs/mock-control.json')).json()) as {
      servers: Array<{ url: string }>;
    };
    expect(control.servers[0]?.url).toBe('http://127.0.0.1:50123/_mock');
    expect((await get('/_mock/docs/specs/other.json')).status).toBe(404);
  });

  it('says how to get the assets when the package was never built', async () => {
    mock = createMock({ docs: noAssets });
    const res = await get('/_mock/docs');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('dist/docs/');
    expect((await get('/_mock/docs/assets/scalar.js')).status).toBe(404);
    expect((await get('/_mock/docs/specs/style-a.json')).status).toBe(404);
    expect((await get('/')).status).toBe(200);
  });
});
