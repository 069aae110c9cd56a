import { mkdirSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '../src';
import { type ListeningMock, listen } from '../src/node';
import { purchase, styleBCard } from '../src/testing';
import { launchChromium } from './support/chromium';

// The sandbox dashboard in Debian's Chromium, on a frozen clock: a card made through the API appears
// (masked), a purchase fired from the page shows in the timeline and its webhook delivery, a failing
// endpoint's delivery reaches the dead-letter queue on an advance clicked in the page, and a replay
// clicked in the page delivers it.
let browser: Browser;
let mock: Mock;
let server: ListeningMock;
let receiverServer: Server;
let receiverUrl: string;
let receiverUp = false;
const received: string[] = [];
const screenshots = join(tmpdir(), 'card-issuance-mock-dashboard-screenshots');
const WAIT = { timeout: 20_000 };

beforeAll(async () => {
  mkdirSync(screenshots, { recursive: true });
  // A local receiver that fails until told otherwise.
  receiverServer = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      if (receiverUp) received.push(body);
      response.writeHead(receiverUp ? 200 : 500).end();
    });
  });
  await new Promise<void>((resolve) => receiverServer.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiverServer.address() as AddressInfo).port}/hooks`;
  browser = await launchChromium();
  mock = createMock({ clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }) });
  server = await listen(mock, { port: 0 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  mock?.close();
  await new Promise((resolve) => receiverServer?.close(resolve));
});

async function control(method: string, path: string, body?: unknown) {
  const res = await fetch(`${server.origin}/_mock${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  expect(res.status).toBeLessThan(300);
  return ((await res.json()) as { data: Record<string, unknown> }).data;
}

const region = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

describe('the sandbox dashboard in Chromium', () => {
  it('shows a new card, fires a purchase, dead-letters a failing endpoint and replays it', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const requests: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const inbox = `${server.origin}/_mock/webhooks/inbox`;
      await control('POST', '/webhooks/endpoints', { url: inbox, style: 'b' });
      await page.goto(`${server.origin}/_mock/dashboard`);
      await page.getByText('No cards yet: issue one').waitFor(WAIT);

      // A Style B card made through the API appears, masked.
      const target = { fetch: globalThis.fetch, config: mock.config() };
      const { cardId, token } = await styleBCard(target, { fund: '100.00' });
      const card = (await control('GET', '/state')).styleB as {
        cards: Array<{ cardId: string; maskedCardNumber: string }>;
      };
      const masked = card.cards.find((c) => c.cardId === cardId)?.maskedCardNumber ?? '';
      expect(masked).toMatch(/^\d{6}\*{6}\d{4}$/);
      await region(page, 'Cards, both styles').getByText(masked).waitFor(WAIT);

      // A receiver that fails, for the purchase's event only.
      await control('POST', '/webhooks/endpoints', {
        url: receiverUrl,
        style: 'b',
        eventTypes: ['CARD_TRANSACTION.CREATED'],
      });

      // The purchase, from the keyboard: the amount field, Enter.
      await page.locator('#card-select').selectOption(cardId);
      const amount = page.getByLabel('Amount (USD)');
      await amount.fill('12.34');
      await amount.press('Enter');
      await page.getByRole('status').getByText('Purchase authorized: 12.34 USD, now PENDING').waitFor(WAIT);
      const timeline = page.getByRole('list', { name: 'Timeline entries, newest first' });
      await timeline.getByText('12.34 USD at Dashboard Coffee').first().waitFor(WAIT);
      await timeline.getByText('CARD_TRANSACTION.CREATED').first().waitFor(WAIT);
      // Its webhook delivery to the inbox, delivered, with the attempt's status and latency.
      const delivered = region(page, 'Deliveries, newest first')
        .getByRole('row')
        .filter({ hasText: 'CARD_TRANSACTION.CREATED' })
        .filter({ hasText: inbox });
      await delivered.getByText('delivered').waitFor(WAIT);
      expect(await delivered.textContent()).toMatch(/HTTP 200 · \d+ ms/);

      // Filter the timeline by type and by card.
      await page.getByLabel('Type').selectOption('transaction');
      await page.locator('#timeline-card').selectOption(cardId);
      const entries = await timeline.getByRole('listitem').allTextContents();
      expect(entries.length).toBeGreaterThan(0);
      expect(entries.every((entry) => entry.includes('Transaction') && entry.includes(masked))).toBe(true);
      await page.screenshot({ path: join(screenshots, 'dashboard-1280x800.png') });
      await page.screenshot({ path: join(screenshots, 'dashboard-1280-full.png'), fullPage: true });
      await page.getByLabel('Type').selectOption('');
      await page.locator('#timeline-card').selectOption('');

      // The failing endpoint: an advance of 30 h clicked in the page walks every retry to the dead-letter queue.
      await page.getByLabel('Advance by').fill('30');
      await page.getByLabel('Unit').selectOption('3600000');
      await page.getByRole('button', { name: 'Advance', exact: true }).click();
      await page.getByRole('status').getByText('Clock advanced to 2026-01-02').waitFor(WAIT);
      const dead = region(page, 'Dead-letter queue');
      await dead.getByText(receiverUrl).waitFor(WAIT);
      expect(await dead.getByRole('listitem').count()).toBe(8);
      expect(await dead.textContent()).toContain('HTTP 500');
      await page.locator('#webhooks').scrollIntoViewIfNeeded();
      await page.screenshot({ path: join(screenshots, 'dashboard-dead-letter-1280x800.png') });

      // The receiver is back; Replay, clicked, delivers the same event.
      receiverUp = true;
      await dead.getByRole('button', { name: /^Replay CARD_TRANSACTION\.CREATED/ }).click();
      await page.getByRole('status').getByText('Replayed CARD_TRANSACTION.CREATED: delivered').waitFor(WAIT);
      await page.getByText('The dead-letter queue is empty.').waitFor(WAIT);
      expect(received).toHaveLength(1);
      expect(JSON.parse(received[0] ?? '{}')).toMatchObject({ eventType: 'CARD_TRANSACTION.CREATED' });

      // Never the full card number.
      const secret = (await (
        await target.fetch(`${mock.config().styleB.baseUrl}/v1/cards/${cardId}`, {
          headers: { 'x-access-token': token },
        })
      ).json()) as { data?: { cardNumber?: string } };
      const html = await page.content();
      if (secret.data?.cardNumber) expect(html).not.toContain(secret.data.cardNumber);

      // A narrow window: one column, nothing wider than the window.
      await page.setViewportSize({ width: 400, height: 800 });
      await page.getByRole('heading', { name: 'Cards', exact: true }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
      await page.screenshot({ path: join(screenshots, 'dashboard-400x800.png') });
      await page.screenshot({ path: join(screenshots, 'dashboard-400-full.png'), fullPage: true });

      expect(requests.every((url) => url.startsWith(server.origin))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it('polls bounded pages, never /_mock/state while nothing changes, and still shows what is new', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const paths: string[] = [];
    page.on('request', (request) => paths.push(new URL(request.url()).pathname));
    // One poll cycle reads the clock once; the next cycle starts only once the previous one has ended.
    const pollCycles = async (count: number) => {
      for (let n = 0; n < count; n += 1) {
        await page.waitForRequest((request) => new URL(request.url()).pathname === '/_mock/clock', WAIT);
      }
    };
    try {
      await page.goto(`${server.origin}/_mock/dashboard`);
      await page.waitForFunction(() => document.body.hasAttribute('data-refreshed'), undefined, WAIT);
      expect(paths).toContain('/_mock/state');
      const quietFrom = paths.length;
      await pollCycles(3);
      const quiet = paths.slice(quietFrom);
      expect(quiet).toContain('/_mock/events');
      expect(quiet).toContain('/_mock/webhooks/deliveries');
      expect(quiet).not.toContain('/_mock/state');

      // Something new through the API: its event brings one read of the state, and the card shows.
      const target = { fetch: globalThis.fetch, config: mock.config() };
      const { cardId } = await styleBCard(target, { fund: '50.00' });
      const masked = (
        (await control('GET', '/state')).styleB as {
          cards: Array<{ cardId: string; maskedCardNumber: string }>;
        }
      ).cards.find((c) => c.cardId === cardId)?.maskedCardNumber;
      await region(page, 'Cards, both styles')
        .getByText(masked ?? 'none')
        .waitFor(WAIT);
      await purchase(target, cardId, { amount: '7.89', merchantName: 'Quiet Tea', settle: false });
      const timeline = page.getByRole('list', { name: 'Timeline entries, newest first' });
      await timeline.getByText('7.89 USD at Quiet Tea').first().waitFor(WAIT);

      // And after one of its own actions.
      await page.locator('#card-select').selectOption(cardId);
      await page.getByLabel('Amount (USD)').fill('4.56');
      await page.getByLabel('Amount (USD)').press('Enter');
      await timeline.getByText('4.56 USD at Dashboard Coffee').first().waitFor(WAIT);

      // Quiet again: pages only (the cycle running when the action ended is let finish).
      await pollCycles(2);
      const settledFrom = paths.length;
      await pollCycles(3);
      expect(paths.slice(settledFrom)).not.toContain('/_mock/state');
    } finally {
      await page.close();
    }
  }, 60_000);

  it('steers from the page: freeze, unfreeze, clock, faults and reset, keyboard first', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      const { cardId } = await styleBCard({ fetch: globalThis.fetch, config: mock.config() });
      await purchase({ fetch: globalThis.fetch, config: mock.config() }, cardId, { amount: '1.00' });
      await page.goto(`${server.origin}/_mock/dashboard`);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to the cards');
      await page.locator('#card-select').selectOption(cardId);
      await page.getByRole('button', { name: 'Freeze card', exact: true }).click();
      await page.getByRole('status').getByText('Card FROZEN').waitFor(WAIT);
      await page.getByRole('button', { name: 'Unfreeze card' }).click();
      await page.getByRole('status').getByText('Card ACTIVE').waitFor(WAIT);
      await page.getByRole('button', { name: 'Unfreeze clock' }).click();
      await page.getByText('(running)').waitFor(WAIT);
      await page.getByRole('button', { name: 'Freeze clock', exact: true }).click();
      await page.getByText('(frozen)').waitFor(WAIT);
      await page.getByLabel('Calls').fill('2');
      await page.getByRole('button', { name: 'Add fault' }).click();
      await region(page, 'Active faults').getByText('2 of 2').waitFor(WAIT);
      await page.getByRole('button', { name: /^Clear fault flt_/ }).click();
      await page.getByText('No faults injected.').waitFor(WAIT);
      await page.getByRole('button', { name: 'Reset sandbox' }).click();
      await page.getByText('No cards yet: issue one').waitFor(WAIT);
      expect(((await control('GET', '/state')).styleB as { cards: unknown[] }).cards).toEqual([]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
