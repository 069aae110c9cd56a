import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, type Mock, type MockConfig } from '../src';
import { type ListeningMock, listen } from '../src/node';
import { launchChromium } from './support/chromium';
import { issuedCard } from './support/style-a-cards';
import { styleAToken } from './support/style-a-journey';

// A page served from another local port (a Vite dev server, say) calls the mock directly, in Debian's
// Chromium: every face answers its preflights and lets the page read its headers (DECISIONS.md G-24).
// A page on a foreign origin (evil.test, which Chromium resolves to this machine) reads nothing, changes
// nothing, and DNS rebinding to the mock's own port is refused by the Host check.
let browser: Browser;
let app: Server;
let appOrigin = '';
let evilOrigin = '';
const mocks: Array<{ mock: Mock; server: ListeningMock }> = [];

async function started(options: { cors?: boolean } = {}): Promise<MockConfig> {
  return (await startedMock(options)).config;
}

async function startedMock(options: Parameters<typeof createMock>[0] = {}) {
  const mock = createMock(options);
  const server = await listen(mock, { port: 0 });
  mocks.push({ mock, server });
  return { mock, server, config: mock.config(server.origin) };
}

beforeAll(async () => {
  browser = await launchChromium(['--host-resolver-rules=MAP evil.test 127.0.0.1']);
  app = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>app</title><p>app</p>'),
  );
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
  evilOrigin = `http://evil.test:${(app.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  app?.close();
  for (const { mock, server } of mocks) {
    await server.close();
    mock.close();
  }
});

interface Outcome {
  status?: number;
  requestId?: string | null;
  error?: string;
}

/** The app's page, on its own origin. */
async function appPage(): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(appOrigin);
  return page;
}

/** Runs the four calls of a browser app from the page, as its own code would. */
function callsFromPage(page: Page, config: MockConfig): Promise<Record<string, Outcome>> {
  return page.evaluate(async (c) => {
    const outcome = async (call: () => Promise<Response>) => {
      try {
        const res = await call();
        return { status: res.status, requestId: res.headers.get('request-id') };
      } catch (error) {
        return { error: String(error) };
      }
    };
    const json = (body: unknown, headers: Record<string, string> = {}) => ({
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const b = c.styleB;
    let accessToken = '';
    const oauth = await outcome(async () => {
      const authorize = await fetch(`${b.baseUrl}/v1/oauth/authorize?clientId=${b.clientId}`);
      const { code } = (await authorize.json()).data;
      const res = await fetch(
        `${b.baseUrl}/v1/oauth/access-token`,
        json({ clientId: b.clientId, clientSecret: b.clientSecret, code }),
      );
      accessToken = (await res.clone().json()).data?.accessToken ?? '';
      return res;
    });
    const styleB = await outcome(() =>
      fetch(
        `${b.baseUrl}/v1/accounts/register`,
        json(
          { name: 'Ann Lee', email: 'ann@example.com', parentAccountId: b.parentAccountId },
          { 'x-access-token': accessToken },
        ),
      ),
    );
    const key = c.styleA.apiKeys.DEVELOPER;
    const styleA = await outcome(async () => {
      const token = await fetch(
        `${c.styleA.baseUrl}/v1/oauth/token`,
        json({ client_id: key.clientId, client_secret: key.clientSecret }),
      );
      const { access_token } = await token.json();
      return fetch(`${c.styleA.baseUrl}/v1/cards`, { headers: { authorization: `Bearer ${access_token}` } });
    });
    const control = await outcome(() => fetch(`${c.controlUrl}/clock/advance`, json({ ms: 1000 })));
    return { oauth, styleB, styleA, control };
  }, config);
}

describe('a page on another origin calls the mock in Chromium', () => {
  it('gets answers from every face and reads their request-id', async () => {
    const config = await started();
    expect(new URL(config.controlUrl).origin).not.toBe(appOrigin);
    const page = await appPage();
    try {
      const outcomes = await callsFromPage(page, config);
      expect(outcomes.oauth).toEqual({ status: 200, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(outcomes.styleB).toEqual({ status: 200, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(outcomes.styleA).toEqual({ status: 200, requestId: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(outcomes.control?.status).toBe(200);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('is blocked by the browser when the mock runs without CORS', async () => {
    const config = await started({ cors: false });
    const page = await appPage();
    try {
      const outcomes = await callsFromPage(page, config);
      for (const name of ['oauth', 'styleB', 'styleA', 'control']) {
        expect(outcomes[name]?.error, name).toMatch(/Failed to fetch/);
      }
    } finally {
      await page.close();
    }
  }, 60_000);
});

/** A page's attempts at the mock: what each read gave (its text, or the error), then whether a form went out. */
function attacksFromPage(page: Page, urls: { config: string; reset: string; frame: string }) {
  return page.evaluate(async (u) => {
    const attempt = async (call: () => Promise<Response>) => {
      try {
        const res = await call();
        return { status: res.status, type: res.type, text: await res.text() };
      } catch (error) {
        return { error: String(error) };
      }
    };
    return {
      config: await attempt(() => fetch(u.config)),
      frame: await attempt(() => fetch(u.frame)),
      frameNoCors: await attempt(() => fetch(u.frame, { mode: 'no-cors' })),
      // An opaque POST: the browser sends it (a simple request) and hides the answer.
      reset: await attempt(() => fetch(u.reset, { method: 'POST', mode: 'no-cors' })),
    };
  }, urls);
}

describe('a page on a foreign origin in Chromium', () => {
  async function target() {
    const { mock, server, config } = await startedMock();
    const faults = `${config.controlUrl}/faults`;
    // A fault no call will take: a reset would clear it.
    const created = await fetch(faults, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        count: 1,
        match: { path: '/never/called' },
        effect: { type: 'status', status: 500 },
      }),
    });
    expect(created.status).toBe(201);
    const { card } = await issuedCard(mock);
    const token = await styleAToken(mock, 'DEVELOPER');
    const details = await fetch(`${server.origin}/style-a/v1/cards/${card.id}/secure-details`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const revealToken = ((await details.json()) as { data: { token: string } }).data.token;
    const urls = {
      config: `${config.controlUrl}/config`,
      reset: `${config.controlUrl}/reset`,
      frame: `${server.origin}/style-a/widget/v1/frame?token=${encodeURIComponent(revealToken)}`,
    };
    const faultList = async () =>
      ((await (await fetch(faults)).json()) as { data: { items: unknown[] } }).data.items;
    return { urls, faultList };
  }

  it('cannot read /_mock/config, cannot reset, and cannot read the card-details frame', async () => {
    const { urls, faultList } = await target();
    const before = await faultList();
    expect(before).toHaveLength(1);
    const page = await browser.newPage();
    try {
      await page.goto(evilOrigin);
      expect(await page.evaluate(() => location.origin)).toBe(evilOrigin);
      const outcomes = await attacksFromPage(page, urls);
      expect(outcomes.config.error).toMatch(/Failed to fetch/);
      expect(outcomes.frame.error).toMatch(/Failed to fetch/);
      // Cross-Origin-Resource-Policy keeps even an opaque copy of the frame out of the page.
      expect(outcomes.frameNoCors.error).toMatch(/Failed to fetch/);
      expect(outcomes.reset).toEqual({ status: 0, type: 'opaque', text: '' });
      // The reset was refused: the fault it would have cleared is still there.
      expect(await faultList()).toEqual(before);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('still lets a loopback page read config and reset, but never read the frame', async () => {
    const { urls, faultList } = await target();
    const page = await appPage();
    try {
      const outcomes = await attacksFromPage(page, urls);
      expect(outcomes.config.status).toBe(200);
      expect(outcomes.config.text).toContain('clientSecret');
      expect(outcomes.frame.error).toMatch(/Failed to fetch/);
      expect(outcomes.reset.type).toBe('opaque');
      expect(await faultList()).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('is refused by the Host check when evil.test is rebound to the mock itself', async () => {
    const { server } = await startedMock();
    const page = await browser.newPage();
    try {
      const rebound = `http://evil.test:${server.port}`;
      const answer = await page.goto(`${rebound}/_mock/config`);
      expect(answer?.status()).toBe(403);
      const body = (await answer?.text()) ?? '';
      expect(body).toContain('--allowed-host evil.test');
      expect(body).not.toContain('clientSecret');
    } finally {
      await page.close();
    }
  }, 60_000);
});

describe('the dashboard of a mock with a control token, in Chromium', () => {
  /** The statuses of the control API calls the dashboard page makes once opened at `url`. */
  async function controlStatuses(url: string, controlUrl: string): Promise<number[]> {
    const page = await browser.newPage();
    const statuses: number[] = [];
    // Any read of the control API the page makes (not the page and its script themselves).
    const isControlCall = (url: string) => url.startsWith(`${controlUrl}/`) && !url.includes('/dashboard');
    page.on('response', (response) => {
      if (isControlCall(response.url())) statuses.push(response.status());
    });
    try {
      const calls = page.waitForResponse((response) => isControlCall(response.url()));
      await page.goto(url);
      await calls;
      return statuses;
    } finally {
      await page.close();
    }
  }

  it('reads the token from its URL fragment and sends it; without it the control API refuses it', async () => {
    const token = 'tok_dashboard_0123456789';
    const { config } = await startedMock({ controlToken: token });
    const page = `${config.controlUrl}/dashboard`;
    const withToken = await controlStatuses(`${page}#token=${token}`, config.controlUrl);
    expect(withToken.length).toBeGreaterThan(0);
    expect(withToken.every((status) => status === 200)).toBe(true);
    const without = await controlStatuses(page, config.controlUrl);
    expect(without.length).toBeGreaterThan(0);
    expect(without.every((status) => status === 401)).toBe(true);
  }, 60_000);
});
