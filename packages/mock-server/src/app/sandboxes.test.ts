import { afterEach, describe, expect, it, vi } from 'vitest';
import { call, ORIGIN, testMock } from '../../test/support/test-mock';
import { styleBAccount } from '../testing';
import type { Mock } from './create-mock';
import type { MockConfig } from './mock-config';

type SandboxConfig = MockConfig & { id: string; name: string | null; createdAt: string; expiresAt: string };

let mock: Mock;
afterEach(() => {
  mock?.close();
  vi.useRealTimers();
});

async function createSandbox(m: Mock, body: Record<string, unknown> = {}): Promise<SandboxConfig> {
  const res = await call(m, 'POST', '/_mock/sandboxes', body);
  expect(res.status).toBe(201);
  return res.body.data as SandboxConfig;
}

/** A path below the origin of a URL the mock handed out. */
const below = (url: string) => url.slice(ORIGIN.length);

/** Style B's two steps against `base`, answering the access token. */
async function styleBToken(m: Mock, base: string, clientId: string, clientSecret: string) {
  const authorized = await call(m, 'GET', `${below(base)}/v1/oauth/authorize?clientId=${clientId}`);
  const code = (authorized.body.data as { code: string }).code;
  const tokens = await call(m, 'POST', `${below(base)}/v1/oauth/access-token`, {
    clientId,
    clientSecret,
    code,
  });
  return (tokens.body.data as { accessToken: string }).accessToken;
}

/** Whether a token reads an account (its KYC detail) at `base`: 404 40404 when the account is another's. */
const sees = async (m: Mock, base: string, token: string, accountId: string) => {
  const res = await call(m, 'GET', `${below(base)}/v1/accounts/cdd/detail/${accountId}`, undefined, {
    'x-access-token': token,
  });
  return res.status === 200 && (res.body as { code?: string }).code === '000000';
};

describe('sandboxes in one mock', () => {
  it('creates a sandbox with its own credentials, URLs below /sandboxes/{id}, and lists it', async () => {
    mock = testMock();
    const sandbox = await createSandbox(mock, { name: 'worker 1' });
    expect(sandbox.id).toMatch(/^sbx_[0-9a-z]+$/);
    expect(sandbox).toMatchObject({
      name: 'worker 1',
      controlUrl: `${ORIGIN}/sandboxes/${sandbox.id}/_mock`,
      styleB: { baseUrl: `${ORIGIN}/sandboxes/${sandbox.id}/style-b` },
      styleA: { baseUrl: `${ORIGIN}/sandboxes/${sandbox.id}/style-a` },
    });
    expect(sandbox.styleB.clientId).not.toBe(mock.seeded.styleB.clientId);
    expect(Date.parse(sandbox.expiresAt) - Date.parse(sandbox.createdAt)).toBe(24 * 3_600_000);
    const listed = await call(mock, 'GET', '/_mock/sandboxes');
    expect(listed.body.data).toEqual({
      items: [
        {
          id: sandbox.id,
          name: 'worker 1',
          controlUrl: sandbox.controlUrl,
          createdAt: sandbox.createdAt,
          expiresAt: sandbox.expiresAt,
        },
      ],
      nextCursor: null,
    });
    const config = await call(mock, 'GET', `${below(sandbox.controlUrl)}/config`);
    expect(config.body.data).toMatchObject({ styleB: { clientId: sandbox.styleB.clientId } });
  });

  it('routes by credentials at the usual base URLs, and by path; neither sees the other’s records', async () => {
    mock = testMock();
    const sandbox = await createSandbox(mock);
    const usual = `${ORIGIN}/style-b`;
    const token = await styleBToken(mock, usual, sandbox.styleB.clientId, sandbox.styleB.clientSecret);
    expect(token.startsWith(`${sandbox.id}.`)).toBe(true);
    // A journey through the usual base URL with the sandbox's configuration lands in the sandbox.
    const { accountId } = await styleBAccount({
      fetch: mock.fetch,
      config: { ...sandbox, styleB: { ...sandbox.styleB, baseUrl: usual } },
    });
    const rootToken = await styleBToken(
      mock,
      usual,
      mock.seeded.styleB.clientId,
      mock.seeded.styleB.clientSecret,
    );
    expect(await sees(mock, usual, token, accountId)).toBe(true);
    expect(await sees(mock, sandbox.styleB.baseUrl, token, accountId)).toBe(true);
    expect(await sees(mock, usual, rootToken, accountId)).toBe(false);
    // The root's token is unknown to the sandbox, even on its own path.
    const foreign = await call(mock, 'GET', `${below(sandbox.styleB.baseUrl)}/v1/accounts`, undefined, {
      'x-access-token': rootToken,
    });
    expect(foreign.body).toMatchObject({ code: '40101' });
  });

  it('gives Style A tokens whose issuer names the sandbox, with its own organizations', async () => {
    mock = testMock();
    const sandbox = await createSandbox(mock);
    const key = sandbox.styleA.apiKeys.ORG_ADMIN;
    const issued = await call(mock, 'POST', '/style-a/v1/oauth/token', {
      client_id: key.clientId,
      client_secret: key.clientSecret,
    });
    const token = (issued.body as { access_token: string }).access_token;
    const claims = JSON.parse(atob((token.split('.')[1] ?? '').replace(/-/g, '+').replace(/_/g, '/')));
    expect(claims.iss).toBe(`${ORIGIN}/sandboxes/${sandbox.id}/style-a`);
    // The OAuth form encoding of the same call reaches the sandbox too.
    const form = await mock.fetch(`${ORIGIN}/style-a/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: key.clientId,
        client_secret: key.clientSecret,
      }),
    });
    expect(form.status).toBe(200);
    const orgs = await call(mock, 'GET', '/style-a/v1/organizations', undefined, {
      authorization: `Bearer ${token}`,
    });
    expect((orgs.body.data as { items: Array<{ id: string }> }).items.map((o) => o.id)).toEqual([
      sandbox.styleA.organizations.find((o) => o.parentId !== null)?.id,
    ]);
  });

  it('routes a Style A key provisioned through a sandbox to that sandbox', async () => {
    mock = testMock();
    const sandbox = await createSandbox(mock);
    const organizationId = sandbox.styleA.organizations.find((o) => o.parentId !== null)?.id;
    const provisioned = await call(
      mock,
      'POST',
      `${below(sandbox.controlUrl)}/style-a/organizations/${organizationId}/api-keys`,
      { role: 'DEVELOPER' },
    );
    expect(provisioned.status).toBe(201);
    const key = provisioned.body.data as { client_id: string; client_secret: string };
    const issued = await call(mock, 'POST', '/style-a/v1/oauth/token', key);
    expect(issued.status).toBe(200);
  });

  it('advances, resets and removes one sandbox without touching the mock’s own or another', async () => {
    mock = testMock();
    const one = await createSandbox(mock);
    const two = await createSandbox(mock);
    const clock = async (controlUrl: string) =>
      ((await call(mock, 'GET', `${below(controlUrl)}/clock`)).body.data as { now: string }).now;
    const rootBefore = await clock(`${ORIGIN}/_mock`);
    const twoBefore = Date.parse(await clock(two.controlUrl));
    await call(mock, 'POST', `${below(one.controlUrl)}/clock/freeze`);
    const oneBefore = Date.parse(await clock(one.controlUrl));
    await call(mock, 'POST', `${below(one.controlUrl)}/clock/advance`, { ms: 7 * 86_400_000 });
    expect(Date.parse(await clock(one.controlUrl)) - oneBefore).toBe(7 * 86_400_000);
    expect(await clock(`${ORIGIN}/_mock`)).toBe(rootBefore); // the root's clock is frozen in tests
    expect(Date.parse(await clock(two.controlUrl)) - twoBefore).toBeLessThan(60_000);

    const rootAccount = await styleBAccount({ fetch: mock.fetch, config: mock.config() });
    const twoAccount = await styleBAccount({ fetch: mock.fetch, config: two });
    expect((await call(mock, 'POST', `${below(one.controlUrl)}/reset`)).status).toBe(200);
    const rootToken = await styleBToken(
      mock,
      `${ORIGIN}/style-b`,
      mock.seeded.styleB.clientId,
      mock.seeded.styleB.clientSecret,
    );
    expect(await sees(mock, `${ORIGIN}/style-b`, rootToken, rootAccount.accountId)).toBe(true);
    expect(await sees(mock, two.styleB.baseUrl, twoAccount.token, twoAccount.accountId)).toBe(true);

    const removed = await call(mock, 'DELETE', below(two.controlUrl));
    expect(removed).toMatchObject({ status: 200, body: { data: { id: two.id, deleted: true } } });
    const gone = await call(
      mock,
      'GET',
      `${below(two.styleB.baseUrl)}/v1/accounts/cdd/detail/${twoAccount.accountId}`,
      undefined,
      {
        'x-access-token': twoAccount.token,
      },
    );
    expect(gone).toMatchObject({ status: 404, body: { code: '40404' } });
    // Its token at the usual base URL now falls to the mock's own sandbox, which does not know it.
    const usual = await call(mock, 'GET', '/style-b/v1/accounts', undefined, {
      'x-access-token': twoAccount.token,
    });
    expect(usual.body).toMatchObject({ code: '40101' });
    expect((await call(mock, 'GET', '/_mock/sandboxes')).body.data).toEqual({
      items: [expect.objectContaining({ id: one.id })],
      nextCursor: null,
    });
    const own = await call(mock, 'DELETE', '/_mock');
    expect(own).toMatchObject({ status: 409, body: { error: { code: 'CONFLICT' } } });
  });

  it('expires a sandbox idle for longer than its time to live, by the real clock', async () => {
    vi.useFakeTimers({
      now: Date.parse('2026-03-01T00:00:00Z'),
      toFake: ['Date', 'setInterval', 'clearInterval'],
    });
    mock = testMock({ sandboxes: { idleTtlMs: 60_000 } });
    const kept = await createSandbox(mock);
    const idle = await createSandbox(mock);
    vi.advanceTimersByTime(45_000);
    await call(mock, 'GET', `${below(kept.controlUrl)}/clock`); // kept in use
    vi.advanceTimersByTime(45_000);
    const ids = ((await call(mock, 'GET', '/_mock/sandboxes')).body.data as { items: Array<{ id: string }> })
      .items;
    expect(ids.map((s) => s.id)).toEqual([kept.id]);
    expect((await call(mock, 'GET', `${below(idle.controlUrl)}/clock`)).status).toBe(404);
  });

  it('refuses bad input in the control envelope, and an unknown sandbox in the envelope of its face', async () => {
    mock = testMock();
    const bad = await call(mock, 'POST', '/_mock/sandboxes', { name: '', colour: 'red' });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    const b = await call(mock, 'GET', '/sandboxes/sbx_nope/style-b/v1/accounts');
    expect(b).toMatchObject({ status: 404, body: { code: '40404' } });
    // A card number in the place of the id is never echoed whole.
    const pan = await call(mock, 'GET', '/sandboxes/4111111111111111/style-b/v1/accounts');
    expect(pan).toMatchObject({ status: 404, body: { code: '40404' } });
    expect(JSON.stringify(pan.body)).not.toContain('4111111111111111');
    const a = await call(mock, 'GET', '/sandboxes/sbx_nope/style-a/v1/cards');
    expect(a).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    const sandbox = await createSandbox(mock);
    const nested = await call(mock, 'POST', `${below(sandbox.controlUrl)}/sandboxes`, {});
    expect(nested).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
  });
});
