import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClock, createMock, type Mock } from '../src';
import { type ListeningMock, listen } from '../src/node';
import { purchase, styleACard, styleBCard } from '../src/testing';
import { launchChromium } from './support/chromium';

// Regenerates the dashboard screenshots of the README (docs/dashboard-*.png) from a seeded sandbox on a
// frozen clock (cards in every state, purchases, deliveries, a fault), and checks what a screenshot
// cannot show: at 400 px nothing is wider than the window, and every enabled control of the page is
// reached with Tab alone.
const DOCS = join(import.meta.dirname, '..', 'docs');
const WAIT = { timeout: 20_000 };
const SCREENSHOT_PORT = 4791;
let browser: Browser;
let mock: Mock;
let server: ListeningMock;

async function control(path: string, body?: unknown) {
  const res = await fetch(`${server.origin}/_mock${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

beforeAll(async () => {
  browser = await launchChromium();
  mock = createMock({
    seed: 'dashboard-screenshots',
    clock: createClock({ frozenAt: Date.parse('2026-03-02T09:30:00Z') }),
  });
  // A fixed port keeps the URLs in the pictures, and so the files, the same from run to run.
  server = await listen(mock, { port: SCREENSHOT_PORT }).catch(() => listen(mock, { port: 0 }));
  // A sandbox worth a screenshot: cards in every state, purchases settled and declined, webhooks delivered.
  // Each step after the endpoint waits for its deliveries, so ids are drawn from the seeded randomness in
  // the same order on every run.
  const delivered = () =>
    vi.waitFor(
      async () => {
        const pending = (await control('/webhooks/deliveries?status=pending')).items as unknown[];
        expect(pending).toEqual([]);
      },
      { timeout: 20_000, interval: 10 },
    );
  const target = { fetch: globalThis.fetch, config: mock.config() };
  const b = await styleBCard(target, { fund: '500.00', email: 'ada@example.com' });
  await styleACard(target);
  await control('/webhooks/endpoints', { url: `${server.origin}/_mock/webhooks/inbox`, style: 'b' });
  const ref = { accountId: b.accountId, cardholderId: b.cardholderId, budgetId: b.budgetId, binId: b.binId };
  const closed = (await control('/portal/cards', { ...ref, label: 'Old ads' })).cardId as string;
  await delivered();
  await control(`/portal/cards/${closed}/close`, {});
  await delivered();
  const travel = (await control('/portal/cards', { ...ref, label: 'Travel' })).cardId as string;
  await delivered();
  await control(`/portal/cards/${travel}/restrict`, {});
  await delivered();
  const main = (await control('/portal/cards', { ...ref, label: 'Marketing tools' })).cardId as string;
  await delivered();
  const coffee = await purchase(target, main, {
    amount: '42.50',
    merchantName: 'Blue Bottle Coffee',
    settle: false,
  });
  await delivered();
  await control('/simulate/settle', { cardTransactionId: coffee.cardTransactionId });
  await delivered();
  await purchase(target, main, { amount: '129.00', merchantName: 'Figma', settle: false });
  await delivered();
  await control(`/cards/${main}/freeze`, {});
  await delivered();
  await control('/simulate/authorize', { cardId: main, amount: '18.20', merchantName: 'Uber' });
  await delivered();
  await control(`/cards/${main}/unfreeze`, {});
  await delivered();
  // A fault waiting for the next two card issuances, for the fault panel.
  await control('/faults', {
    match: { style: 'b', method: 'POST', path: '/v1/budget-card' },
    count: 2,
    effect: { type: 'status', status: 429, retryAfterSeconds: 2 },
  });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  mock?.close();
});

async function open(page: Page) {
  await page.goto(`${server.origin}/_mock/dashboard`);
  await page
    .getByRole('list', { name: 'Transactions' })
    .getByText('CARD_FROZEN: the card is frozen')
    .waitFor(WAIT);
  await page
    .getByRole('list', { name: 'Deliveries, newest first' })
    .getByText('CARD.CREATED')
    .first()
    .waitFor(WAIT);
  await page.getByRole('list', { name: 'Faults, oldest first' }).getByText('2 of 2 calls left').waitFor(WAIT);
}

describe('the dashboard screenshots of the README', () => {
  it('at 1280x800: every enabled control is reached with Tab', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      await open(page);
      await page.screenshot({ path: join(DOCS, 'dashboard-1280x800.png') });
      const wanted = await page.evaluate(() =>
        [
          ...document.querySelectorAll<HTMLElement>(
            'button:not([disabled]), input:not([disabled]), select:not([disabled]), a[href], summary',
          ),
        ]
          .filter((node) => node.getClientRects().length > 0)
          .map((node) => node.outerHTML),
      );
      expect(wanted.length).toBeGreaterThan(20);
      const reached = new Set<string>();
      for (let n = 0; n < wanted.length + 10; n += 1) {
        await page.keyboard.press('Tab');
        reached.add(await page.evaluate(() => document.activeElement?.outerHTML ?? ''));
      }
      expect(wanted.filter((html) => !reached.has(html))).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);

  it('at 400 px: one column, nothing wider than the window', async () => {
    const page = await browser.newPage({ viewport: { width: 400, height: 800 } });
    try {
      await open(page);
      await page.screenshot({ path: join(DOCS, 'dashboard-400.png'), fullPage: true });
      const overflow = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        wider: [...document.querySelectorAll<HTMLElement>('body *')]
          .filter((node) => node.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((node) => node.id || node.className || node.tagName),
      }));
      expect(overflow).toEqual({ page: 400, wider: [] });
    } finally {
      await page.close();
    }
  }, 60_000);
});
