import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { build } from 'vite';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type StaticServer, serveStatic } from './serve-static';

// Debian's Chromium, never a downloaded browser.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

let outDir: string;
let site: StaticServer;
let browser: Browser;
let page: Page;
const pageErrors: string[] = [];

// Chromium and the in-page sandbox are slow to start on a busy machine: poll longer than the default.
const eventually = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 20_000 });

beforeAll(async () => {
  if (!existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium`);
  // The production build, as a user would deploy it, served by a plain static server.
  outDir = await mkdtemp(join(tmpdir(), 'vite-card-manager-'));
  await build({
    root: join(import.meta.dirname, '..'),
    logLevel: 'warn',
    build: { outDir, emptyOutDir: true },
  });
  site = await serveStatic(outDir);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  page = await browser.newPage();
  page.on('pageerror', (error) => pageErrors.push(error.message));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await site?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

it('ships the service worker script of the installed msw', async () => {
  const response = await fetch(`${site.url}mockServiceWorker.js`);
  expect(response.status).toBe(200);
  // A stale copy would make setupWorker refuse to start: the build must carry the installed one.
  const installed = readFileSync(createRequire(import.meta.url).resolve('msw/mockServiceWorker.js'), 'utf8');
  expect(await response.text()).toBe(installed);
});

it('builds the page under the size vite.config.ts states', () => {
  const root = join(import.meta.dirname, '..');
  const stated = /under ([\d,]+) kB minified/.exec(readFileSync(join(root, 'vite.config.ts'), 'utf8'))?.[1];
  expect(stated, 'vite.config.ts states the size of the build').toBeDefined();
  const assets = join(outDir, 'assets');
  const scripts = readdirSync(assets).filter((name) => name.endsWith('.js'));
  const bytes = scripts.reduce((sum, name) => sum + statSync(join(assets, name)).size, 0);
  // kB as Vite prints them: 1,000 bytes.
  expect(bytes).toBeLessThan(Number(stated?.replaceAll(',', '')) * 1_000);
});

it('signs in, onboards an account, issues a card and freezes it, all in the page', async () => {
  const status = page.getByRole('status');
  await page.goto(site.url);
  await eventually(() => status.textContent()).toContain('Sandbox ready');
  // The sandbox credentials come from the in-page mock's control API.
  expect(await page.getByLabel('Client ID').inputValue()).not.toBe('');

  await page.getByRole('button', { name: 'Sign in' }).click();
  await eventually(() => status.textContent()).toBe('Signed in. Create an account next.');

  // Keyboard only: the account form has the focus; Enter submits it.
  await page.keyboard.press('Enter');
  await eventually(() => status.textContent()).toMatch(/^Account [0-9a-f-]{36} passed KYC/);

  await page.getByLabel('Label').fill('Groceries');
  await page.getByRole('button', { name: 'Issue card' }).click();
  await eventually(() => status.textContent()).toBe('Card issued.');

  const row = page.locator('#cards tr');
  await eventually(() => row.count()).toBe(1);
  expect(await row.locator('td').allTextContents()).toEqual([
    'Groceries',
    expect.stringMatching(/^•••• \d{4}$/),
    expect.stringMatching(/^\d{2}\/\d{2}$/),
    'ACTIVE',
    'Freeze',
  ]);

  // Freeze from the keyboard: Tab to the row's button, then Enter.
  await row.getByRole('button', { name: /^Freeze card/ }).focus();
  await page.keyboard.press('Enter');
  await eventually(() => row.locator('.status').textContent()).toBe('FROZEN');
  expect(await status.textContent()).toMatch(/^Card •••• \d{4} is FROZEN\.$/);
  // The focus stays on the same card's button, now Unfreeze.
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Unfreeze');

  await page.getByRole('button', { name: /^Unfreeze card/ }).click();
  await eventually(() => row.locator('.status').textContent()).toBe('ACTIVE');

  await page.getByRole('button', { name: 'Issue card' }).click();
  await eventually(() => row.count()).toBe(2);
  expect(await page.getByRole('alert').textContent()).toBe('');
  expect(pageErrors).toEqual([]);
}, 60_000);
