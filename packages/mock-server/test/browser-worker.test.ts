import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWorkerPage } from './browser/serve-worker-page';
import { expectJourney } from './support/journey-assertions';
import type { JourneyStep } from './support/style-b-full-journey';

// Debian's Chromium (apt-get install chromium; .ci/run installs it). Never a downloaded browser.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
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
