import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, type Mock, type MockConfig } from '../src';
import { type ListeningMock, listen } from '../src/node';
import { launchChromium } from './support/chromium';

// A page served from another local port (a Vite dev server, say) calls the mock directly, in Debian's
// Chromium: every face answers its preflights and lets the page read its headers (DECISIONS.md G-24).
let browser: Browser;
let app: Server;
let appOrigin = '';
const mocks: Array<{ mock: Mock; server: ListeningMock }> = [];

async function started(options: { cors?: boolean } = {}): Promise<MockConfig> {
  const mock = createMock(options);
  const server = await listen(mock, { port: 0 });
  mocks.push({ mock, server });
  return mock.config(server.origin);
}

beforeAll(async () => {
  browser = await launchChromium();
  app = createServer((_req, res) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>app</title><p>app</p>'),
  );
  await new Promise<void>((resolve) => app.listen(0, '127.0.0.1', resolve));
  appOrigin = `http://127.0.0.1:${(app.address() as AddressInfo).port}`;
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
