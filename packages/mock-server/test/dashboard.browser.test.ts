import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '../src';
import { type ListeningMock, listen } from '../src/node';
import { styleACard, styleBCard } from '../src/testing';
import { launchChromium } from './support/chromium';

// The sandbox dashboard in Debian's Chromium, on a frozen clock: the card list and detail view, a
// purchase and its decline reason, the merchant portal's and the administrator's actions emitting their
// reason codes on real webhooks, a failing endpoint's delivery dead-lettered by an advance clicked in the
// page and replayed from it.
let browser: Browser;
let mock: Mock;
let server: ListeningMock;
let receiverServer: Server;
let receiverUrl: string;
let receiverUp = false;
const received: string[] = [];
const WAIT = { timeout: 20_000 };

beforeAll(async () => {
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

const status = (page: Page, text: string | RegExp) => page.getByRole('status').getByText(text).waitFor(WAIT);
const action = (page: Page, group: string, name: string) =>
  page.getByRole('group', { name: group, exact: true }).getByRole('button', { name, exact: true });
const cardButton = (page: Page, masked: string) =>
  page.getByRole('list', { name: 'Cards, newest first' }).getByRole('button').filter({ hasText: masked });

describe('the sandbox dashboard in Chromium', () => {
  it('lists cards, acts on the selected one as portal and administrator, and follows every delivery', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const requests: Array<{ url: string; client: string | undefined }> = [];
    const errors: string[] = [];
    page.on('request', (request) =>
      requests.push({ url: request.url(), client: request.headers()['x-card-issuance-client'] }),
    );
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      const inbox = `${server.origin}/_mock/webhooks/inbox`;
      await control('POST', '/webhooks/endpoints', { url: inbox, style: 'b' });
      await page.goto(`${server.origin}/_mock/dashboard`);
      // A fresh sandbox lists its seeded sample card only.
      await page.locator('#cards-list li').first().waitFor(WAIT);

      // A Style B card made through the API appears, masked.
      const target = { fetch: globalThis.fetch, config: mock.config() };
      const fixture = await styleBCard(target, { fund: '100.00' });
      // Its full number, read now from the testing endpoint (the token expires with the clock's advance).
      const secret = (await (
        await target.fetch(
          `${mock.config().styleB.baseUrl}/v1/cards/${fixture.cardId}?accountId=${fixture.accountId}`,
          {
            headers: { 'x-access-token': fixture.token },
          },
        )
      ).json()) as { data?: { cardNumber?: string } };
      const listed = (await control('GET', '/cards')).items as Array<{
        cardId: string;
        maskedCardNumber: string;
      }>;
      const masked = listed.find((c) => c.cardId === fixture.cardId)?.maskedCardNumber ?? '';
      expect(masked).toMatch(/^\d{6}\*{6}\d{4}$/);
      // The seeded sample card was selected first: choose the new one.
      await cardButton(page, masked).click(WAIT);
      await expect.poll(() => cardButton(page, masked).getAttribute('aria-pressed'), WAIT).toBe('true');

      // A failing receiver, for transaction events only.
      await control('POST', '/webhooks/endpoints', {
        url: receiverUrl,
        style: 'b',
        eventTypes: ['CARD_TRANSACTION.CREATED'],
      });

      // The purchase, from the keyboard: the amount field, Enter; then settled from its row.
      const amount = page.getByLabel('Amount (USD)');
      await amount.fill('12.34');
      await amount.press('Enter');
      await status(page, 'Purchase authorized: 12.34 USD, now PENDING');
      const transactions = page.getByRole('list', { name: 'Transactions' });
      await transactions.getByRole('button', { name: 'Settle 12.34 USD at Dashboard Coffee' }).click();
      await status(page, '12.34 USD at Dashboard Coffee: now CLOSED');

      // The merchant portal issues a card for the same cardholder (7001); it becomes the selected card.
      await action(page, 'Merchant portal', 'Issue card for this cardholder').click();
      await status(page, /^Issued \d{6}\*{6}\d{4} via merchant portal \(7001\)$/);
      const issued = (
        (await control('GET', '/cards')).items as Array<{ cardId: string; maskedCardNumber: string }>
      )[0];
      expect(issued?.cardId).not.toBe(fixture.cardId);
      await expect
        .poll(() => cardButton(page, issued?.maskedCardNumber ?? '').getAttribute('aria-pressed'), WAIT)
        .toBe('true');

      // The administrator restricts it: Unfreeze is disabled, a purchase declines with its reason shown.
      await action(page, 'Administrator', 'Restrict').click();
      await status(page, /^Restricted by administrator \(5001\)/);
      await expect.poll(() => action(page, 'Card', 'Unfreeze').isDisabled(), WAIT).toBe(true);
      await expect.poll(() => action(page, 'Administrator', 'Restrict').isDisabled(), WAIT).toBe(true);
      await amount.fill('10.00');
      await page.getByRole('button', { name: 'Simulate purchase' }).click();
      await status(page, 'Purchase declined: 10.00 USD (CARD_FROZEN: the card is frozen)');
      await transactions.getByText('CARD_FROZEN: the card is frozen').waitFor(WAIT);
      await action(page, 'Administrator', 'Unrestrict').click();
      await status(page, /^Unrestricted by administrator \(6001\)/);
      await action(page, 'Merchant portal', 'Suspend').click();
      await status(page, /^Suspended via merchant portal \(3002\)/);
      await action(page, 'Merchant portal', 'Close').click();
      await status(page, /^Closed via merchant portal \(1002\)/);
      // A closed card offers nothing its state forbids.
      await expect
        .poll(() => page.getByRole('button', { name: 'Simulate purchase' }).isDisabled(), WAIT)
        .toBe(true);
      for (const [group, name] of [
        ['Card', 'Freeze'],
        ['Merchant portal', 'Suspend'],
        ['Merchant portal', 'Close'],
        ['Administrator', 'Restrict'],
        ['Administrator', 'Close for risk'],
      ] as const) {
        expect(await action(page, group, name).isDisabled()).toBe(true);
      }
      const events = page.getByRole('list', { name: 'Events' });
      for (const reason of [
        '7001 created via merchant portal',
        '5001 restricted by administrator',
        '6001 unrestricted by administrator',
        '3002 suspended via merchant portal',
        '1002 closed via merchant portal',
      ]) {
        await events.getByText(reason).waitFor(WAIT);
      }

      // The first card, selected by keyboard, is closed by the risk policy (1003).
      await cardButton(page, masked).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => cardButton(page, masked).getAttribute('aria-pressed'), WAIT).toBe('true');
      await action(page, 'Administrator', 'Close for risk').click();
      await status(page, /^Closed due to risk policy violation \(1003\)/);

      // Every reason code went out as a real, signed webhook to the inbox.
      await expect
        .poll(async () => {
          const inboxItems = (await control('GET', '/webhooks/inbox?limit=100')).items as Array<{
            body: string;
          }>;
          return inboxItems
            .map((item) => JSON.parse(item.body) as { eventType: string; resource: string })
            .filter((event) => event.eventType.startsWith('CARD.'))
            .map((event) => (JSON.parse(event.resource) as { reasonCode: number }).reasonCode)
            .sort();
        }, WAIT)
        .toEqual([1002, 1003, 3002, 5001, 6001, 7001, 7002].sort());

      // Deliveries, each with its attempts: the inbox's delivered ones say HTTP 200.
      const deliveries = page.getByRole('list', { name: 'Deliveries, newest first' });
      const created = deliveries.getByRole('listitem').filter({ hasText: 'CARD.CREATED' }).first();
      await created.locator('summary').click();
      await created
        .getByRole('list')
        .getByText(/HTTP 200 · \d+ ms/)
        .waitFor(WAIT);

      // The failing endpoint: an advance of 30 h clicked in the page walks every retry to the dead-letter queue.
      await page.getByLabel('Advance by').fill('30');
      await page.getByLabel('Unit').selectOption('3600000');
      await page.getByRole('button', { name: 'Advance', exact: true }).click();
      await status(page, /^Clock advanced to 2026-01-02/);
      await page.getByLabel('Show').selectOption('dead');
      // Two purchases (one settled, one declined): two deliveries to the failing receiver, both dead.
      const deadOnes = deliveries.getByRole('listitem').filter({ hasText: receiverUrl });
      await expect.poll(() => deadOnes.count(), WAIT).toBe(2);
      const dead = deadOnes.first();
      await dead.locator('summary').click();
      await dead.getByText('8 attempts').waitFor(WAIT);
      expect(await dead.getByRole('list').getByRole('listitem').count()).toBe(8);
      expect(await dead.textContent()).toContain('HTTP 500');

      // The receiver is back; Replay, pressed on each, delivers the same events.
      receiverUp = true;
      await dead.getByRole('button', { name: /^Replay CARD_TRANSACTION\.CREATED/ }).click();
      await status(page, 'Replayed CARD_TRANSACTION.CREATED: delivered');
      await expect.poll(() => deadOnes.count(), WAIT).toBe(1);
      await deadOnes.first().locator('summary').click();
      await deadOnes
        .first()
        .getByRole('button', { name: /^Replay CARD_TRANSACTION\.CREATED/ })
        .press('Enter');
      await page.getByText('The dead-letter queue is empty.').waitFor(WAIT);
      expect(received).toHaveLength(2);
      expect(JSON.parse(received[0] ?? '{}')).toMatchObject({ eventType: 'CARD_TRANSACTION.CREATED' });

      // Never the full card number; every control call names the dashboard as its client.
      expect(secret.data?.cardNumber).toMatch(/^\d{16}$/);
      expect(await page.content()).not.toContain(secret.data?.cardNumber);
      const calls = requests.filter(
        ({ url }) => url.startsWith(`${server.origin}/_mock/`) && !url.includes('/dashboard'),
      );
      expect(calls.length).toBeGreaterThan(10);
      expect(calls.every(({ client }) => client === 'dashboard')).toBe(true);
      expect(calls.some(({ url }) => url.includes('/_mock/state'))).toBe(false);
      expect(requests.every(({ url }) => url.startsWith(server.origin))).toBe(true);
      expect(errors).toEqual([]);
    } finally {
      await page.close();
    }
  }, 120_000);

  it('offers the merchant portal for Style B cards only, and resets from the page', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    try {
      const a = await styleACard({ fetch: globalThis.fetch, config: mock.config() });
      await page.goto(`${server.origin}/_mock/dashboard`);
      const listed = (await control('GET', '/cards')).items as Array<{
        cardId: string;
        maskedCardNumber: string;
      }>;
      const masked = listed.find((c) => c.cardId === a.cardId)?.maskedCardNumber ?? '';
      await cardButton(page, masked).click();
      await page.getByRole('heading', { name: masked }).waitFor(WAIT);
      for (const name of ['Suspend', 'Close', 'Issue card for this cardholder']) {
        expect(await action(page, 'Merchant portal', name).isDisabled()).toBe(true);
      }
      expect(await action(page, 'Card', 'Freeze').isDisabled()).toBe(false);
      page.once('dialog', (dialog) => dialog.accept());
      await page.getByRole('button', { name: 'Reset sandbox' }).click();
      // Back to the seed: its sample cards only (Style A's, seeded last, first).
      await expect.poll(() => page.locator('#cards-list li').count(), WAIT).toBe(2);
      expect(
        ((await control('GET', '/cards')).items as Array<{ cardId: string }>).map((c) => c.cardId),
      ).toEqual([mock.seeded.styleA.sampleApplicant?.cardId, mock.seeded.styleB.sampleAccount?.cardId]);
    } finally {
      await page.close();
    }
  }, 60_000);
});
