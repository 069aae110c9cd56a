import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, fileDocsAssets, type Mock } from '../src';
import { writeDocsAssets } from '../src/docs/write-docs-assets';
import { type ListeningMock, listen } from '../src/node';
import { launchChromium } from './support/chromium';

// The mock's own pages in Debian's Chromium: the landing page names the port served, and /_mock/docs renders
// the three references with Scalar offline, every request going to the mock itself.
let browser: Browser;
let mock: Mock;
let server: ListeningMock;
let assets: string;
// Screenshots to look at after a run (outside the repository, nothing to commit).
const screenshots = join(tmpdir(), 'card-issuance-mock-docs-screenshots');

beforeAll(async () => {
  // The assets the build writes into dist/docs/, written fresh from the specs and Scalar's bundle.
  assets = mkdtempSync(join(tmpdir(), 'mock-docs-'));
  writeDocsAssets(assets);
  mkdirSync(screenshots, { recursive: true });
  browser = await launchChromium();
  mock = createMock({ docs: fileDocsAssets(assets) });
  server = await listen(mock, { port: 0 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  mock?.close();
  if (assets) rmSync(assets, { recursive: true, force: true });
});

/** A page that records every URL it requests and every console error. */
async function recordedPage(): Promise<{ page: Page; requests: string[]; errors: string[] }> {
  const page = await browser.newPage();
  const requests: string[] = [];
  const errors: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, requests, errors };
}

describe('the mock’s pages in Chromium', () => {
  it('landing page: headings, the served port in its URLs, a working link to the reference', async () => {
    const { page, requests, errors } = await recordedPage();
    try {
      await page.goto(`${server.origin}/`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Card issuance mock');
      expect(await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).toEqual([
        'Style B',
        'Style A',
        'Control API',
        'Specs and documentation',
      ]);
      const text = (await page.getByRole('main').textContent()) ?? '';
      expect(text).toContain(`${server.origin}/style-b`);
      expect(text).toContain(`${server.origin}/style-a`);
      expect(text).toContain(mock.seeded.styleB.clientSecret);
      await page.screenshot({ path: join(screenshots, 'landing.png'), fullPage: true });
      // Keyboard first: the skip link, then the reference link in the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(
        'Skip to the connection details',
      );
      await page.getByRole('link', { name: 'API reference' }).click();
      await page.waitForURL(`${server.origin}/_mock/docs`);
      expect(requests.every((url) => url.startsWith(server.origin))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('/_mock/docs renders Style B, switches to Style A and the control API, all offline', async () => {
    const { page, requests, errors } = await recordedPage();
    try {
      await page.goto(`${server.origin}/_mock/docs`);
      await page
        .getByRole('heading', { name: 'Card Issuance Service, Style B' })
        .waitFor({ timeout: 30_000 });
      await page.getByRole('button', { name: 'Open Group - Cards' }).click();
      await page.getByText('Issue a budget card').first().click();
      // The operation, with a "try it" example aimed at this mock's port.
      await page.getByText('/v1/budget-card').first().waitFor({ timeout: 20_000 });
      expect(await page.getByText(`${server.origin}/style-b`).count()).toBeGreaterThan(0);
      await page.screenshot({ path: join(screenshots, 'style-b.png') });

      await page.getByRole('button', { name: 'Style B' }).first().click();
      expect(await page.getByRole('option').allTextContents()).toEqual([
        'Style B',
        'Style A',
        'Mock control API',
      ]);
      await page.getByRole('option', { name: 'Style A' }).click();
      await page
        .getByRole('heading', { name: 'Card Issuance Service, Style A' })
        .waitFor({ timeout: 20_000 });
      await page.screenshot({ path: join(screenshots, 'style-a.png') });

      await page.getByRole('button', { name: 'Style A' }).first().click();
      await page.getByRole('option', { name: 'Mock control API' }).click();
      await page
        .getByRole('heading', { name: 'Card Issuance Mock, control API' })
        .waitFor({ timeout: 20_000 });
      await page.screenshot({ path: join(screenshots, 'mock-control.png') });

      const elsewhere = requests.filter(
        (url) => !url.startsWith(`${server.origin}/`) && !url.startsWith('data:'),
      );
      expect(elsewhere).toEqual([]);
      expect(requests).toContain(`${server.origin}/_mock/docs/specs/style-a.json`);
      // Nothing blocked by the page's Content-Security-Policy, nothing failed.
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 90_000);

  it('"try it" works on the first Send (Style B authorize, Style A token), and Authorize signs later calls in', async () => {
    const { page, errors } = await recordedPage();
    try {
      await page.goto(`${server.origin}/_mock/docs`);
      await page
        .getByRole('heading', { name: 'Card Issuance Service, Style B' })
        .waitFor({ timeout: 30_000 });
      const authorize = await sendFirst(
        page,
        'OAuth',
        'Get an authorization code',
        'get',
        '/style-b/v1/oauth/authorize',
      );
      expect(authorize.status).toBe(200);
      // Prefilled with this mock's live client id, not the spec's example.
      expect(authorize.url).toContain(`clientId=${mock.seeded.styleB.clientId}`);
      await page.getByRole('button', { name: 'Close Client' }).click();

      await page.getByRole('button', { name: 'Style B' }).first().click();
      await page.getByRole('option', { name: 'Style A' }).click();
      await page
        .getByRole('heading', { name: 'Card Issuance Service, Style A' })
        .waitFor({ timeout: 20_000 });
      const token = await sendFirst(
        page,
        'Authentication',
        'Get an access token (client credentials)',
        'post',
        '/style-a/v1/oauth/token',
      );
      expect(token.status).toBe(200);
      expect(token.body).toMatchObject({ token_type: 'Bearer', access_token: expect.any(String) });
      await page.screenshot({ path: join(screenshots, 'style-a-token.png') });
      await page.getByRole('button', { name: 'Close Client' }).click();

      // One click on Authorize gets a token with the credentials filled in; later calls carry it.
      const granted = page.waitForResponse(
        (response) => new URL(response.url()).pathname === '/style-a/v1/oauth/token',
      );
      await page.getByRole('button', { name: 'Authorize', exact: true }).first().click();
      const grant = await granted;
      expect(grant.status()).toBe(200);
      const { access_token } = (await grant.json()) as { access_token: string };
      const organizations = await sendFirst(
        page,
        'Organizations',
        'List organizations',
        'get',
        '/style-a/v1/organizations',
      );
      expect(organizations).toMatchObject({ status: 200, authorization: `Bearer ${access_token}` });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});

/** Opens an operation's "try it" client and clicks Send once; answers what the mock said. */
async function sendFirst(page: Page, group: string, summary: string, method: string, path: string) {
  // The first group of a document starts open.
  const closed = page.getByRole('button', { name: `Open Group - ${group}` });
  if ((await closed.count()) > 0) await closed.click();
  await page.getByText(summary).first().click();
  // This operation's "Test Request(get /v1/oauth/authorize)", then the client's "Send get request to <url>".
  const operation = path.replace(/^\/style-[ab]/, '');
  const named = (prefix: string) => new RegExp(`^${prefix}.*${method} .*${operation}\\W*$`, 'i');
  await page
    .getByRole('button', { name: named('Test Request') })
    .first()
    .click();
  const answered = page.waitForResponse((response) => new URL(response.url()).pathname === path);
  await page
    .getByRole('button', { name: named('Send') })
    .first()
    .click();
  const response = await answered;
  return {
    status: response.status(),
    url: response.url(),
    authorization: response.request().headers().authorization,
    body: (await response.json()) as unknown,
  };
}
