import { afterEach, describe, expect, it } from 'vitest';
import { testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import { DASHBOARD_BUNDLE } from '../generated/dashboard-bundle';

const ORIGIN = 'http://127.0.0.1:4010';
let mock: Mock;
afterEach(() => mock?.close());

const get = (path: string, accept = 'text/html,*/*;q=0.8', method = 'GET') =>
  mock.fetch(`${ORIGIN}${path}`, { method, headers: { accept } });

describe('/_mock/dashboard', () => {
  it('serves the page with its own script, allowed to call only the mock', async () => {
    mock = testMock();
    mock.setOrigin('http://127.0.0.1:50123');
    const res = await get('/_mock/dashboard');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain("script-src 'self' http://127.0.0.1:50123;");
    expect(csp).toContain("connect-src 'self' http://127.0.0.1:50123;");
    const html = await res.text();
    // No inline script: the one script is the mock's, named by the hash of its text.
    expect(html.match(/<script/g)).toHaveLength(1);
    const script = /<script src="([^"]+)" defer><\/script>/.exec(html)?.[1] ?? '';
    expect(script).toMatch(/^\/_mock\/dashboard\/dashboard\.js\?v=[0-9a-f]{12}$/);
    expect(html).toContain('data-control-path="/_mock"');
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1:50123)/);
    for (const label of [
      'Advance by',
      'Unit',
      'Amount (USD)',
      'Merchant',
      'Show',
      'Face',
      'Method',
      'Path',
      'Effect',
      'Retry-After (s)',
      'Delay (ms)',
      'Calls',
    ]) {
      expect(html).toMatch(
        new RegExp(`<label[^>]*>(<span class="sr-only">)?${label.replace(/[()]/g, '\\$&')}<`),
      );
    }
    expect(html).toContain('role="status" aria-live="polite"');
    const js = await get(script, '*/*');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(await js.text()).toBe(DASHBOARD_BUNDLE);
    expect((await get('/_mock/dashboard/', '*/*')).status).toBe(200);
    expect(await (await get('/_mock/dashboard', '*/*', 'HEAD')).text()).toBe('');
  });

  it('is one bundled script that parses, sends its client header, and writes no HTML', () => {
    expect(() => new Function(DASHBOARD_BUNDLE)).not.toThrow();
    expect(DASHBOARD_BUNDLE).toContain('x-card-issuance-client');
    // Values reach the page as text nodes only.
    expect(DASHBOARD_BUNDLE).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/);
  });

  it('leaves a request for JSON and other methods to the control API (its 404 envelope)', async () => {
    mock = testMock();
    const json = await get('/_mock/dashboard', 'application/json');
    expect(json.status).toBe(404);
    expect(((await json.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await get('/_mock/dashboard', '*/*', 'POST')).status).toBe(404);
  });
});
