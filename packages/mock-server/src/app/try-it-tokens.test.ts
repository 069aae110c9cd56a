import { afterEach, describe, expect, it } from 'vitest';
import type { DocsAssets } from '../docs';
import { createMock, type Mock } from './create-mock';

const ORIGIN = 'http://127.0.0.1:4010';
const fakeAssets: DocsAssets = {
  scalarScript: async () => new TextEncoder().encode('window.Scalar = {};'),
  spec: async () => undefined,
};

let mocks: Mock[] = [];
afterEach(() => {
  for (const mock of mocks) mock.close();
  mocks = [];
});
const made = (options: Parameters<typeof createMock>[0] = {}) => {
  const mock = createMock({ docs: fakeAssets, ...options });
  mocks.push(mock);
  return mock;
};

interface PageAuthentication {
  securitySchemes: {
    accessToken: { value: string };
    bearerAuth: { token: string };
  };
}

/** The tokens the reference page at `base` starts with: Scalar's `authentication` option in its script. */
async function pageTokens(mock: Mock, base: string) {
  const html = await (await mock.fetch(`${base}/_mock/docs`)).text();
  const json = /Scalar\.createApiReference\('#app', (.*)\);<\/script>/.exec(html)?.[1] ?? 'null';
  const { securitySchemes } = (JSON.parse(json) as { authentication: PageAuthentication }).authentication;
  return { styleB: securitySchemes.accessToken.value, styleA: securitySchemes.bearerAuth.token };
}

async function statusOf(mock: Mock, url: string, headers: Record<string, string>) {
  return (await mock.fetch(url, { headers })).status;
}

describe('the API reference starts signed in', () => {
  it('at /_mock/docs: a Style B token reads the sample account, a Style A token lists organizations', async () => {
    const mock = made();
    const { styleB, styleA } = await pageTokens(mock, ORIGIN);
    const { accountId, cardId } = mock.config(ORIGIN).styleB.sampleAccount ?? {};
    expect(
      await statusOf(mock, `${ORIGIN}/style-b/v1/card-list?accountId=${accountId}&cardId=${cardId}`, {
        'x-access-token': styleB,
      }),
    ).toBe(200);
    expect(
      await statusOf(mock, `${ORIGIN}/style-a/v1/organizations`, { authorization: `Bearer ${styleA}` }),
    ).toBe(200);
    // Each page gets its own; nobody made those calls, so the request log shows none.
    expect((await pageTokens(mock, ORIGIN)).styleB).not.toBe(styleB);
    const log = await (await mock.fetch(`${ORIGIN}/_mock/requests`)).json();
    expect(JSON.stringify(log)).not.toContain('oauth');
  });

  it("at a sandbox's docs: its own tokens and sample account, which its base URLs accept", async () => {
    const mock = made();
    const created = await mock.fetch(`${ORIGIN}/_mock/sandboxes`, { method: 'POST' });
    const sandbox = ((await created.json()) as { data: { id: string } }).data;
    const base = `${ORIGIN}/sandboxes/${sandbox.id}`;
    const { styleB, styleA } = await pageTokens(mock, base);
    const config = (await (await mock.fetch(`${base}/_mock/config`)).json()) as {
      data: { styleB: { sampleAccount: { accountId: string } } };
    };
    const { accountId } = config.data.styleB.sampleAccount;
    expect(accountId).not.toBe(mock.config(ORIGIN).styleB.sampleAccount?.accountId);
    const wallets = `/style-b/v1/cards/wallets?accountId=${accountId}`;
    expect(await statusOf(mock, `${base}${wallets}`, { 'x-access-token': styleB })).toBe(200);
    expect(await statusOf(mock, `${base}/style-a/v1/cards`, { authorization: `Bearer ${styleA}` })).toBe(200);
  });

  it('opening the reference never moves the ids a seed gives the requests after it', async () => {
    const opened = made({ seed: 'demo' });
    const untouched = made({ seed: 'demo' });
    await pageTokens(opened, ORIGIN);
    const register = async (mock: Mock) => {
      const { parentAccountId } = mock.config(ORIGIN).styleB;
      const { styleB } = await pageTokens(mock, ORIGIN);
      const response = await mock.fetch(`${ORIGIN}/style-b/v1/accounts/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-access-token': styleB },
        body: JSON.stringify({ name: 'Ann Lee', email: 'ann@example.com', parentAccountId }),
      });
      return ((await response.json()) as { data: { accountId: string } }).data.accountId;
    };
    expect(await register(opened)).toBe(await register(untouched));
  });
});
