import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWorkerPage } from './browser/serve-worker-page';
import { launchChromium } from './support/chromium';
import { expectJourney } from './support/journey-assertions';
import type { JourneyStep } from './support/style-b-full-journey';

// Debian's Chromium (apt-get install chromium; .ci/run installs it). Never a downloaded browser.
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['msw 3', 'msw'],
  ['msw 2', 'msw-v2'],
] as const)('in Chromium with setupWorker (%s)', (_, mswPackage) => {
  it('runs the mock and the whole Style B journey inside the page', async () => {
    const served = await serveWorkerPage(mswPackage);
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    try {
      await page.goto(served.url);
      const steps = (await page.evaluate(() => window.journey)) as JourneyStep[];
      expect(errors).toEqual([]);
      expect(steps.length).toBeGreaterThan(30);
      expectJourney(steps);
    } finally {
      await page.close();
      await served.close();
    }
  }, 60_000);
});
