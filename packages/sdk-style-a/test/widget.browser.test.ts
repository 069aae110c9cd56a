import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createMock, type Mock } from '@card-issuance/mock-server';
import { listen } from '@card-issuance/mock-server/node';
import { styleACard } from '@card-issuance/mock-server/testing';
import { build } from 'esbuild';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStyleAClient, type StyleAClient } from '../src';
import type { SecureDetails } from '../src/widget';

// Reveal Method 1 in Debian's Chromium: a page on its own port bundles the built entry
// `@card-issuance/sdk-style-a/widget` (resolved through the exports map, as an integrator's bundler does)
// and mounts the hosted widget of the mock, served on another port; the secure iframe (a third origin)
// shows the card.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const packageDir = join(import.meta.dirname, '..');
let browser: Browser;
let mock: Mock;
let embedderOrigin = '';
let client: StyleAClient;
// What beforeAll started, stopped in reverse order.
const started: Array<() => unknown> = [];

const PAGE = '<!doctype html><html><body><div id="card"></div><script src="/page.js"></script></body></html>';

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`);
  if (!existsSync(join(packageDir, 'dist/widget.js')))
    throw new Error(
      'dist/widget.js is missing: build first (pnpm --filter @card-issuance/sdk-style-a build)',
    );
  const bundled = await build({
    stdin: {
      contents: "import * as widget from '@card-issuance/sdk-style-a/widget'; window.sdkWidget = widget;",
      resolveDir: packageDir,
    },
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  const pageJs = bundled.outputFiles[0]?.text ?? '';
  const routes: Record<string, [string, string]> = {
    '/': ['text/html', PAGE],
    '/page.js': ['text/javascript', pageJs],
    '/empty.js': ['text/javascript', '/* defines no CardIssuanceWidget */'],
  };
  const embedder = createServer((req, res) => {
    const route = routes[req.url ?? ''];
    if (route) res.writeHead(200, { 'content-type': route[0] }).end(route[1]);
    else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
  started.push(() => embedder.close());
  embedderOrigin = `http://127.0.0.1:${(embedder.address() as AddressInfo).port}`;
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  started.push(() => browser.close());
  mock = createMock();
  started.push(() => mock.close());
  const server = await listen(mock, { port: 0 });
  started.push(() => server.close());
  const { baseUrl, apiKeys } = mock.config().styleA;
  client = createStyleAClient({ baseUrl, ...apiKeys.DEVELOPER });
}, 60_000);

afterAll(async () => {
  for (const stop of started.reverse()) await stop();
});

type Outcome = { ok: true; cardId: string; frames: number } | { ok: false; name: string; code?: string };

// Mounts in the page through the bundled entry; answers what happened, errors as plain data.
function mountInPage(page: Page, details: SecureDetails, options: { target?: string; late?: boolean } = {}) {
  return page.evaluate(
    async ({ details, target, late }) => {
      const { mountCardWidget } = (window as unknown as { sdkWidget: typeof import('../src/widget') })
        .sdkWidget;
      try {
        const mountOptions = late ? { receivedAt: Date.now() - (details.expires_in + 1) * 1000 } : {};
        const widget = await mountCardWidget(target, details, mountOptions);
        (window as unknown as { mounted: unknown }).mounted = widget;
        return { ok: true, cardId: widget.cardId, frames: document.querySelectorAll('iframe').length };
      } catch (error) {
        const { name, code } = error as { name: string; code?: string };
        return { ok: false, name, code };
      }
    },
    { details, target: options.target ?? '#card', late: options.late ?? false },
  ) as Promise<Outcome>;
}

async function newCard() {
  const { cardId } = await styleACard({ fetch, config: mock.config() });
  return { cardId, details: await client.cards.getSecureDetailsToken(cardId) };
}

describe('@card-issuance/sdk-style-a/widget in Chromium', () => {
  it('mounts the secure iframe showing the card, loads the script once, and unmounts', async () => {
    const { cardId, details } = await newCard();
    const card = await client.cards.get(cardId);
    const page = await browser.newPage();
    try {
      await page.goto(embedderOrigin);
      expect(await mountInPage(page, details)).toEqual({ ok: true, cardId, frames: 1 });
      const frame = page.frameLocator('#card iframe');
      await expect
        .poll(() => frame.locator('[data-field="number"]').textContent(), { timeout: 15_000 })
        .toMatch(new RegExp(`^\\d{12,15}${card.last_four}$`));
      const number = (await frame.locator('[data-field="number"]').textContent()) ?? '';
      expect(await page.content()).not.toContain(number);
      expect(new URL((await page.locator('#card iframe').getAttribute('src')) ?? '').origin).toBe(
        details.iframe_origin,
      );

      await page.evaluate(() => (window as unknown as { mounted: { unmount(): void } }).mounted.unmount());
      expect(await page.locator('iframe').count()).toBe(0);
      // A second mount reuses the loaded script.
      expect(await mountInPage(page, details)).toMatchObject({ ok: true, frames: 1 });
      expect(await page.locator(`script[src="${details.script_url}"]`).count()).toBe(1);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('shows the error page for a token expired on the service clock', async () => {
    const { details } = await newCard();
    mock.clock.advance((details.expires_in + 1) * 1000);
    const page = await browser.newPage();
    try {
      await page.goto(embedderOrigin);
      expect(await mountInPage(page, details)).toMatchObject({ ok: true, frames: 1 });
      const frame = page.frameLocator('#card iframe');
      await expect
        .poll(() => frame.locator('[data-field="error"]').textContent(), { timeout: 15_000 })
        .toContain('expired');
      expect(await frame.locator('[data-field="number"]').count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('fails with a typed error for a missing element, a script that does not load, an expired token', async () => {
    const { details } = await newCard();
    const page = await browser.newPage();
    try {
      await page.goto(embedderOrigin);
      const codes = [
        await mountInPage(page, details, { target: '#missing' }),
        await mountInPage(page, { ...details, script_url: `${embedderOrigin}/missing.js` }),
        await mountInPage(page, { ...details, script_url: `${embedderOrigin}/empty.js` }),
        await mountInPage(page, details, { late: true }),
        await mountInPage(page, { ...details, iframe_origin: 'card-widget' }),
      ].map((outcome) => (outcome.ok ? 'mounted' : `${outcome.name} ${outcome.code}`));
      expect(codes).toEqual([
        'CardWidgetError TARGET_NOT_FOUND',
        'CardWidgetError SCRIPT_LOAD_FAILED',
        'CardWidgetError WIDGET_UNAVAILABLE',
        'CardWidgetError TOKEN_EXPIRED',
        'CardWidgetError INVALID_DETAILS',
      ]);
      expect(await page.locator('iframe').count()).toBe(0);
    } finally {
      await page.close();
    }
  }, 60_000);
});
