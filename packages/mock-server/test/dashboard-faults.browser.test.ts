import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../src';
import { createMockControlClient, createSandbox, type MockControlClient } from '../src/client';
import { type ListeningMock, listen } from '../src/node';
import { launchChromium } from './support/chromium';

// The dashboard's fault panel in Debian's Chromium, on the mock's own dashboard and on a sandbox's: a fault
// injected from the form is listed, a face call answers it, its calls left count down, and it is removed;
// a fault the control API refuses shows the API's message on the field it names. And the header: one row
// at 1280 px, a long sandbox name whole in the picker.
let browser: Browser;
let mock: Mock;
let server: ListeningMock;
let root: MockControlClient;
const WAIT = { timeout: 20_000 };
const LONG_NAME = 'checkout suite of the payments team, nightly';

beforeAll(async () => {
  browser = await launchChromium();
  mock = createMock();
  server = await listen(mock, { port: 0 });
  root = createMockControlClient({ url: `${server.origin}/_mock` });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  mock?.close();
});

/** Opens a dashboard (1280x800 unless told), failing the test on any script error of the page. */
async function openDashboard(path: string, width = 1280): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.origin}${path}`);
  await page.getByText('No faults: every call to a face is served.').waitFor(WAIT);
  return { page, errors };
}

const status = (page: Page, text: string | RegExp) => page.getByRole('status').getByText(text).waitFor(WAIT);
const faultsList = (page: Page) => page.getByRole('list', { name: 'Faults, oldest first' });

/** Fills the fault form and submits it. */
async function inject(
  page: Page,
  fault: { face: string; method: string; path: string; effect: string; retryAfter?: string; calls: string },
) {
  const form = page.getByRole('form', { name: 'Inject a fault' });
  await form.getByLabel('Face').selectOption({ label: fault.face });
  await form.getByLabel('Method').selectOption(fault.method);
  await form.getByLabel('Path').fill(fault.path);
  await form.getByLabel('Effect').selectOption({ label: fault.effect });
  const retryAfter = form.getByLabel('Retry-After (s)');
  if (await retryAfter.isVisible()) await retryAfter.fill(fault.retryAfter ?? '');
  await form.getByLabel('Calls').fill(fault.calls);
  await form.getByRole('button', { name: 'Inject fault' }).click();
}

describe('the fault panel of the dashboard', () => {
  it('injects a fault a face call answers, lists it counting down, removes it, and shows a refusal', async () => {
    const { page, errors } = await openDashboard('/_mock/dashboard');
    try {
      const cardList = `${mock.config().styleB.baseUrl}/v1/card-list`;
      // Refused: a path not below the face's base URL. The API's message shows, on the field it names.
      await inject(page, {
        face: 'Style B sandbox',
        method: 'GET',
        path: 'v1/card-list',
        effect: '429 Too Many Requests',
        retryAfter: '2',
        calls: '1',
      });
      const refusal = page.locator('#fault-error');
      await refusal.getByText('INVALID_REQUEST: match.path must match').waitFor(WAIT);
      expect(await page.getByLabel('Path').getAttribute('aria-invalid')).toBe('true');
      expect((await root.faults.list()).items).toEqual([]);

      // Fixed, it is injected and listed; the refusal goes.
      await page.getByLabel('Path').fill('/v1/card-list');
      await page.getByRole('button', { name: 'Inject fault' }).click();
      await status(page, 'Fault injected: 429, Retry-After 2 s on Style B sandbox · GET /v1/card-list');
      expect(await refusal.textContent()).toBe('');
      expect(await page.getByLabel('Path').getAttribute('aria-invalid')).toBeNull();
      const item = faultsList(page).getByRole('listitem').filter({ hasText: 'GET /v1/card-list' });
      await item.getByText('1 of 1 call left').waitFor(WAIT);
      const [listed] = (await root.faults.list()).items;
      expect(listed).toMatchObject({
        match: { style: 'b', method: 'GET', path: '/v1/card-list' },
        count: 1,
        effect: { type: 'status', status: 429, retryAfterSeconds: 2 },
      });

      // A face call answers the injected status; the next one is served again (401: no token).
      const limited = await fetch(cardList);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('2');
      expect(((await limited.json()) as { code: string }).code).toBe('42901');
      expect((await fetch(cardList)).status).toBe(401);
      await item.getByText('Used up (1 call)').waitFor(WAIT);

      // Removed from its row.
      await item.getByRole('button', { name: /^Remove the fault 429/ }).click();
      await status(page, 'Fault removed: 429, Retry-After 2 s on Style B sandbox · GET /v1/card-list');
      await faultsList(page).getByText('No faults: every call to a face is served.').waitFor(WAIT);
      expect((await root.faults.list()).items).toEqual([]);

      // Two more, then Clear all: a timeout shows its delay field, not Retry-After.
      await inject(page, {
        face: 'Style A',
        method: 'POST',
        path: '/v1/cards/*',
        effect: '503 Service Unavailable',
        calls: '2',
      });
      await status(page, 'Fault injected: 503 on Style A · POST /v1/cards/*');
      await page.getByLabel('Effect').selectOption('timeout');
      expect(await page.getByLabel('Retry-After (s)').isVisible()).toBe(false);
      await page.getByLabel('Delay (ms)').fill('5000');
      await page.getByLabel('Face').selectOption('');
      await page.getByLabel('Method').selectOption('');
      await page.getByLabel('Path').fill('');
      await page.getByRole('button', { name: 'Inject fault' }).click();
      await status(page, 'Fault injected: Timeout, held 5000 ms on Any face · every call');
      await expect.poll(() => faultsList(page).getByRole('listitem').count(), WAIT).toBe(2);
      await page.getByRole('button', { name: 'Clear all' }).click();
      await status(page, 'Removed 2 faults');
      await faultsList(page).getByText('No faults').waitFor(WAIT);
      expect(await page.getByRole('button', { name: 'Clear all' }).isDisabled()).toBe(true);
      expect((await root.faults.list()).items).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it('on a sandbox’s dashboard, injects into that sandbox alone', async () => {
    const sandbox = await createSandbox({ url: `${server.origin}/_mock`, name: 'faults suite' });
    const { page, errors } = await openDashboard(`/sandboxes/${sandbox.id}/_mock/dashboard`);
    try {
      await inject(page, {
        face: 'Style B sandbox',
        method: '',
        path: '/v1/*',
        effect: '500 Internal Server Error',
        calls: '3',
      });
      await status(page, 'Fault injected: 500 on Style B sandbox · any method, /v1/*');
      const item = faultsList(page).getByRole('listitem').filter({ hasText: '/v1/*' });
      await item.getByText('3 of 3 calls left').waitFor(WAIT);
      // The sandbox's face answers it; the mock's own does not, and lists no fault.
      const own = await fetch(`${sandbox.config.styleB.baseUrl}/v1/card-list`);
      expect(own.status).toBe(500);
      expect(((await own.json()) as { code: string }).code).toBe('50000');
      expect((await fetch(`${mock.config().styleB.baseUrl}/v1/card-list`)).status).toBe(401);
      expect((await root.faults.list()).items).toEqual([]);
      expect((await sandbox.control.faults.list()).items).toMatchObject([{ remaining: 2 }]);
      await item.getByText('2 of 3 calls left').waitFor(WAIT);

      await item.getByRole('button', { name: /^Remove the fault 500/ }).click();
      await faultsList(page).getByText('No faults').waitFor(WAIT);
      expect((await sandbox.control.faults.list()).items).toEqual([]);
      expect((await fetch(`${sandbox.config.styleB.baseUrl}/v1/card-list`)).status).toBe(401);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);
});

/** The header's boxes, and the sandbox picker's width against the width its longest name needs. */
function measureHeader() {
  const header = document.querySelector('header') as HTMLElement;
  const boxes = [...header.children].map((child) => child.getBoundingClientRect());
  const select = document.getElementById('sandbox-picker') as HTMLSelectElement;
  const picker = select.parentElement as HTMLElement;
  const width = select.getBoundingClientRect().width;
  // Its width unconstrained: what its longest option needs.
  picker.style.flex = 'none';
  select.style.flex = 'none';
  select.style.maxWidth = 'none';
  const needed = select.getBoundingClientRect().width;
  picker.style.flex = '';
  select.style.flex = '';
  select.style.maxWidth = '';
  return {
    // Every box of the header crosses one horizontal line: they sit on one row.
    oneRow: Math.max(...boxes.map((box) => box.top)) < Math.min(...boxes.map((box) => box.bottom)),
    headerHeight: header.getBoundingClientRect().height,
    tallest: Math.max(...boxes.map((box) => box.height)),
    right: Math.max(...boxes.map((box) => box.right)),
    pageWidth: document.documentElement.scrollWidth,
    width,
    needed,
    title: select.title,
  };
}

describe('the dashboard header', () => {
  it('is one row at 1280 px, a long sandbox name whole in the picker, at the root and in the sandbox', async () => {
    const sandbox = await createSandbox({ url: `${server.origin}/_mock`, name: LONG_NAME });
    for (const [path, selected] of [
      [`/sandboxes/${sandbox.id}/_mock/dashboard`, LONG_NAME],
      ['/_mock/dashboard', 'Default sandbox'],
    ] as const) {
      const { page, errors } = await openDashboard(path);
      try {
        await expect
          .poll(() => page.getByLabel('Sandbox', { exact: true }).locator('option').allTextContents())
          .toContain(LONG_NAME);
        const header = await page.evaluate(measureHeader);
        expect(header.oneRow, path).toBe(true);
        expect(header.headerHeight).toBeLessThan(2 * header.tallest);
        expect(header.right).toBeLessThanOrEqual(1280);
        expect(header.pageWidth).toBe(1280);
        // The picker is as wide as its longest name needs: nothing of it is cut.
        expect(header.width, path).toBeGreaterThanOrEqual(header.needed - 0.5);
        expect(header.title).toBe(selected);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  }, 120_000);

  it('stays one row with a name of 100 characters (an ellipsis, the name whole in the title); at 400 px it wraps', async () => {
    const longest = 'nightly checkout regression '.repeat(4).slice(0, 100);
    const sandbox = await createSandbox({ url: `${server.origin}/_mock`, name: longest });
    const path = `/sandboxes/${sandbox.id}/_mock/dashboard`;
    for (const width of [1280, 400]) {
      const { page, errors } = await openDashboard(path, width);
      try {
        await expect
          .poll(() => page.getByLabel('Sandbox', { exact: true }).getAttribute('title'))
          .toBe(longest);
        const header = await page.evaluate(measureHeader);
        expect(header.oneRow, `${width}`).toBe(width === 1280);
        expect(header.right).toBeLessThanOrEqual(width);
        expect(header.pageWidth).toBe(width);
        expect(errors).toEqual([]);
      } finally {
        await page.close();
      }
    }
  }, 120_000);
});
