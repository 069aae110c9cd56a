import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../src';
import { createSandbox } from '../src/client';
import { type ListeningMock, listen } from '../src/node';
import { styleBCard } from '../src/testing';
import { launchChromium } from './support/chromium';

// The dashboard's sandbox picker in Chromium (G-78): it lists the sandboxes made in the mock, opens the
// chosen one's dashboard, and that page shows and steers that sandbox alone.
let browser: Browser;
let mock: Mock;
let server: ListeningMock;

beforeAll(async () => {
  browser = await launchChromium();
  mock = createMock();
  server = await listen(mock, { port: 0 });
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  mock?.close();
});

describe('the dashboard of a sandbox', () => {
  it('is chosen in the picker and shows that sandbox’s cards and clock only', async () => {
    const sandbox = await createSandbox({ url: `${server.origin}/_mock`, name: 'checkout suite' });
    const card = await styleBCard({ fetch, config: sandbox.config }, { fund: '20.00' });
    const page = await browser.newPage();
    await page.goto(`${server.origin}/_mock/dashboard`);
    const picker = page.getByLabel('Sandbox', { exact: true });
    await expect
      .poll(() => picker.locator('option').allTextContents())
      .toEqual(['Default sandbox', 'checkout suite']);
    // The default sandbox has its seeded sample cards only (Style B's and Style A's).
    await expect.poll(() => page.locator('#cards-list li').count()).toBe(2);
    await picker.selectOption({ label: 'checkout suite' });
    await page.waitForURL(`${server.origin}/sandboxes/${sandbox.id}/_mock/dashboard`);
    await page.locator('#cards-list li').first().waitFor();
    const [own] = (await sandbox.control.cards.list()).items;
    expect(own?.cardId).toBe(card.cardId);
    expect(await page.locator('#cards-list').textContent()).toContain(own?.maskedCardNumber.slice(-4));
    // Its own card and its two seeded sample cards.
    expect(await page.locator('#cards-list li').count()).toBe(3);
    // Freezing the clock from this page freezes this sandbox's clock, not the mock's own.
    await page.locator('#clock-toggle').click();
    await expect.poll(async () => (await sandbox.control.clock.get()).frozen).toBe(true);
    expect(mock.clock.frozen).toBe(false);
    await page.close();
  }, 60_000);
});
