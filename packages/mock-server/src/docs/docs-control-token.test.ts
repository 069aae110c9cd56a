import { describe, expect, it } from 'vitest';
import { createMock } from '../app';

// The API reference is open without the control token (a browser opens it by navigation): with one set,
// it must carry no credential, in the mock's own reference as in a sandbox's.

const TOKEN = 'a-control-token-of-sixteen-or-more';

/** Every secret of a config that must stay behind the control token. */
function secretsOf(config: {
  styleB: { clientSecret: string };
  styleA: { apiKeys: Record<string, { clientSecret: string }> };
}): string[] {
  return [config.styleB.clientSecret, ...Object.values(config.styleA.apiKeys).map((key) => key.clientSecret)];
}

describe('the API reference of a mock with a control token', () => {
  it('carries no secret and no token, at the root or at a sandbox, while without one it signs in', async () => {
    const open = createMock();
    const openPage = await (await open.fetch(`${open.origin}/_mock/docs`)).text();
    expect(secretsOf(open.config()).some((secret) => openPage.includes(secret))).toBe(true);
    open.close();

    const mock = createMock({ controlToken: TOKEN });
    const auth = { authorization: `Bearer ${TOKEN}` };
    const created = await mock.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST', headers: auth });
    const sandbox = ((await created.json()) as { data: { id: string; styleB: { clientSecret: string } } })
      .data;
    const configs = [mock.config(), sandbox as unknown as ReturnType<typeof mock.config>];
    for (const base of [`${mock.origin}/_mock/docs`, `${mock.origin}/sandboxes/${sandbox.id}/_mock/docs`]) {
      const page = await mock.fetch(base);
      expect(page.status).toBe(200);
      const spec = await mock.fetch(`${base}/specs/style-b.json`);
      expect(spec.status).toBe(200);
      const text = `${await page.text()}${await spec.text()}`;
      for (const config of configs) {
        for (const secret of secretsOf(config)) expect(text.includes(secret), base).toBe(false);
      }
      expect(text).not.toMatch(/"accessToken":\{"value"/);
    }
    mock.close();
  });
});
