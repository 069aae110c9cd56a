import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, fileDocsAssets, type Mock } from '../src';
import { writeDocsAssets } from '../src/docs/write-docs-assets';
import { type ListeningMock, listen } from '../src/node';
import { launchChromium } from './support/chromium';
import { sendFirst } from './support/docs-try-it';

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

type TriedOperation = Parameters<typeof sendFirst>[1];

/** One operation of each Style B tag, the reads an integrator starts with (and the one transfer). */
const STYLE_B_OPERATIONS: TriedOperation[] = [
  ['OAuth', 'Get an authorization code', 'get', '/v1/oauth/authorize'],
  ['Accounts', 'Find sub-accounts by email', 'get', '/v1/accounts'],
  ['KYC', 'Get the KYC status of a sub-account', 'get', '/v1/accounts/cdd/detail/{accountId}'],
  ['Cardholders', 'List the cardholders of a sub-account', 'get', '/v1/cardholders'],
  ['BINs', 'List the BINs available to a sub-account', 'get', '/v1/card/bins'],
  ['Budgets', 'Get a budget', 'get', '/v1/budgets/{budgetId}'],
  ['Transfers', 'Move funds from the USD Wallet into a budget', 'post', '/v1/budgets/{budgetId}/transfer-in'],
  ['Wallets', 'List the wallets of a sub-account', 'get', '/v1/cards/wallets'],
  ['Cards', 'List the cards of a sub-account', 'get', '/v1/card-list'],
  ['Card reveal', 'Get the full card details (testing only)', 'get', '/v1/cards/{cardId}'],
  ['Transactions', 'List card transactions', 'get', '/v1/cards/transaction-list'],
].map(
  ([group, summary, method, path]) => ({ group, summary, method, path, base: '/style-b' }) as TriedOperation,
);

/**
 * One operation of each Style A tag: the reads of the seeded sample applicant, its cardholder and card
 * (G-145), a provider callback signed for the page, and the subscription the contract answers 501 (G-143).
 */
const STYLE_A_OPERATIONS: TriedOperation[] = [
  ['Authentication', 'Get an access token (client credentials)', 'post', '/v1/oauth/token'],
  ['Organizations', 'List organizations', 'get', '/v1/organizations'],
  ['Programs', 'List card programs', 'get', '/v1/programs'],
  ['Applicants', 'Get an applicant', 'get', '/v1/applicants/{id}'],
  ['KYC', 'Get the verification provider configuration', 'get', '/v1/kyc/config'],
  ['Funding', 'Get the funding balances of an applicant', 'get', '/v1/applicants/{id}/funding/balances'],
  ['Cardholders', 'Get a cardholder', 'get', '/v1/cardholders/{id}'],
  ['Cards', 'Get a card', 'get', '/v1/cards/{id}'],
  [
    'Card reveal',
    'Get a widget token to reveal card details (Method 1)',
    'get',
    '/v1/cards/{id}/secure-details',
  ],
  ['Spend controls', 'List spend controls', 'get', '/v1/cards/spend-controls'],
  ['Webhook subscriptions', 'Subscribe to events (not implemented)', 'post', '/v1/webhooks'],
  ['Provider callbacks', 'Receive a verification provider callback', 'post', '/v1/webhooks/veritas'],
].map(
  ([group, summary, method, path]) => ({ group, summary, method, path, base: '/style-a' }) as TriedOperation,
);

/** The operations whose documented answer is not a success, with that answer. */
const NOT_IMPLEMENTED: Record<string, number> = { 'Subscribe to events (not implemented)': 501 };

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

  it('"try it" starts signed in: a token of the page on every call, shown as granted', async () => {
    const { page, errors } = await recordedPage();
    try {
      await openStyle(page, server.origin, 'Style B');
      const authorize = await sendFirst(page, {
        group: 'OAuth',
        summary: 'Get an authorization code',
        method: 'get',
        base: '/style-b',
        path: '/v1/oauth/authorize',
      });
      expect(authorize.status).toBe(200);
      // Prefilled with this mock's live client id, not the spec's example.
      expect(authorize.url).toContain(`clientId=${mock.seeded.styleB.clientId}`);

      await switchStyle(page, 'Style B', 'Style A');
      const organizations = await sendFirst(page, STYLE_A_OPERATIONS[1] as TriedOperation);
      expect(organizations.status).toBe(200);
      const pageToken = organizations.authorization;
      expect(pageToken).toMatch(/^Bearer ey/);
      await page.screenshot({ path: join(screenshots, 'style-a-token.png') });

      // The scheme shows the page's token as granted, with Refresh and Clear (Authorize once cleared).
      expect(await page.getByText('Access Token:').count()).toBeGreaterThan(0);
      // The introduction's "Client Libraries" card (a label and nothing else) is hidden.
      await page.getByText('Client Libraries').first().waitFor({ state: 'hidden' });
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  for (const [style, operations] of [
    ['Style B', STYLE_B_OPERATIONS],
    ['Style A', STYLE_A_OPERATIONS],
  ] as const) {
    it(`${style}: one operation of each tag answers 2xx on its first Send, in a fresh mock`, async () => {
      const fresh = createMock({ docs: fileDocsAssets(assets) });
      const listening = await listen(fresh, { port: 0 });
      const { page, errors } = await recordedPage();
      try {
        await openStyle(page, listening.origin, 'Style B');
        if (style === 'Style A') await switchStyle(page, 'Style B', 'Style A');
        const answers: Record<string, number> = {};
        for (const operation of operations) {
          answers[operation.summary] = (await sendFirst(page, operation)).status;
        }
        // Every Send succeeds, but the subscription the contract answers 501 NOT_IMPLEMENTED (G-143).
        expect(
          Object.entries(answers).filter(([summary, status]) =>
            summary in NOT_IMPLEMENTED ? status !== NOT_IMPLEMENTED[summary] : status < 200 || status > 299,
          ),
          JSON.stringify(answers),
        ).toEqual([]);
        // Chromium reports each answer it counts as failed, the documented 501 included: nothing else.
        const expected = Object.values(answers).filter((status) => status === 501).length;
        expect(errors).toEqual(
          Array.from({ length: expected }, () => expect.stringMatching(/status of 501 \(Not Implemented\)$/)),
        );
      } finally {
        await page.close();
        await listening.close();
        fresh.close();
      }
    }, 240_000);
  }

  it("a sandbox's docsUrl: its own tokens, samples and secrets answer on the first Send", async () => {
    const created = await fetch(`${server.origin}/_mock/sandboxes`, { method: 'POST' });
    const sandbox = ((await created.json()) as { data: { id: string; docsUrl: string } }).data;
    const { page, errors } = await recordedPage();
    try {
      await openStyle(page, sandbox.docsUrl, 'Style B');
      const base = `/sandboxes/${sandbox.id}/style-b`;
      for (const operation of STYLE_B_OPERATIONS.filter((o) => o.group !== 'OAuth').slice(0, 3)) {
        const sent = await sendFirst(page, { ...operation, base });
        expect(sent.status, operation.summary).toBe(200);
        expect(sent.accessToken?.startsWith(`${sandbox.id}.`)).toBe(true);
      }
      // Style A: the sandbox's own sample applicant, card and provider secret.
      await switchStyle(page, 'Style B', 'Style A');
      const styleA = `/sandboxes/${sandbox.id}/style-a`;
      for (const group of ['Cardholders', 'Card reveal', 'Provider callbacks']) {
        const operation = STYLE_A_OPERATIONS.find((o) => o.group === group) as TriedOperation;
        const sent = await sendFirst(page, { ...operation, base: styleA });
        expect(sent.status, operation.summary).toBe(200);
      }
      expect(errors).toEqual([]);
    } finally {
      await page.close();
      await fetch(`${server.origin}/_mock/sandboxes/${sandbox.id}`, { method: 'DELETE' });
    }
  }, 120_000);
});

/** Opens a reference page and waits for its first document (Style B). */
async function openStyle(page: Page, url: string, _first: 'Style B') {
  await page.goto(url.endsWith('/_mock/docs') ? url : `${url}/_mock/docs`);
  await page.getByRole('heading', { name: 'Card Issuance Service, Style B' }).waitFor({ timeout: 30_000 });
}

/** Switches the reference's document with its switcher. */
async function switchStyle(page: Page, from: string, to: 'Style A' | 'Style B') {
  await page.getByRole('button', { name: from }).first().click();
  await page.getByRole('option', { name: to }).click();
  await page.getByRole('heading', { name: `Card Issuance Service, ${to}` }).waitFor({ timeout: 20_000 });
}
