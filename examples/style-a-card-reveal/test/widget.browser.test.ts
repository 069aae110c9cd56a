import { existsSync } from 'node:fs';
import { createMock, type Mock } from '@card-issuance/mock-server';
import { type ListeningMock, listen } from '@card-issuance/mock-server/node';
import { styleACard } from '@card-issuance/mock-server/testing';
import { createStyleAClient, type StyleAClient } from '@card-issuance/sdk-style-a';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { revealWithEnvelope } from '../src/reveal-envelope.ts';
import { connectSandbox } from '../src/sandbox.ts';
import { startWidgetServer, type WidgetServer } from '../src/widget-server.ts';

// The hosted-widget reveal in Debian's Chromium: the example's page (its own origin) gets a token from the
// example server and mounts the mock's widget (the mock's origin), whose iframe (a third origin) shows the
// card.
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Browser;
let mock: Mock;
let mockServer: ListeningMock;
let client: StyleAClient;
// What beforeAll and the tests started, stopped in reverse order.
const started: Array<() => unknown> = [];

beforeAll(async () => {
  if (!existsSync(CHROMIUM))
    throw new Error(`Chromium not found at ${CHROMIUM}: apt-get install chromium, or set CHROMIUM_PATH`);
  mock = createMock();
  started.push(() => mock.close());
  mockServer = await listen(mock, { port: 0 });
  started.push(() => mockServer.close());
  client = createStyleAClient((await connectSandbox(`${mockServer.origin}/_mock`)).styleA);
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  started.push(() => browser.close());
}, 60_000);

afterAll(async () => {
  for (const stop of started.reverse()) await stop();
});

async function serveCard(cardId: string, onError?: (error: unknown) => void): Promise<WidgetServer> {
  const server = await startWidgetServer({ client, cardId, ...(onError && { onError }) });
  started.push(() => server.close());
  return server;
}

const newCardId = async () => (await styleACard({ fetch, config: mock.config(mockServer.origin) })).cardId;

/** Opens the page and waits for its status line to say the card is shown, or why not. */
async function openPage(url: string): Promise<Page> {
  const page = await browser.newPage();
  started.push(() => page.close());
  await page.goto(url);
  await page.locator('#status[data-state]').waitFor({ timeout: 15_000 });
  return page;
}

const field = (page: Page, name: string) =>
  page.frameLocator('#card iframe').locator(`[data-field="${name}"]`).textContent({ timeout: 15_000 });

describe('Style A reveal with the hosted widget, in Chromium', () => {
  it("shows the served card's number, expiry and CVV in the secure iframe, never in the page", async () => {
    const [otherCardId, cardId] = [await newCardId(), await newCardId()];
    const server = await serveCard(cardId);
    const page = await openPage(server.url);
    expect(await page.locator('#status').textContent()).toBe(`Card ${cardId}`);

    const { pan, cvv, expMonth, expYear } = await revealWithEnvelope(client, cardId);
    expect(await field(page, 'number')).toBe(pan);
    expect(await field(page, 'cvv')).toBe(cvv);
    expect(await field(page, 'expiry')).toBe(`${String(expMonth).padStart(2, '0')}/${expYear}`);
    expect(pan).not.toBe((await revealWithEnvelope(client, otherCardId)).pan);

    const frameUrl = new URL((await page.locator('#card iframe').getAttribute('src')) ?? '');
    expect(frameUrl.origin).not.toBe(new URL(server.url).origin);
    expect(await page.content()).not.toContain(pan);
  }, 60_000);

  it("shows the widget's error once the token expired; a reload asks the server for a new one", async () => {
    const cardId = await newCardId();
    const page = await openPage((await serveCard(cardId)).url);
    const { pan } = await revealWithEnvelope(client, cardId);
    expect(await field(page, 'number')).toBe(pan);

    await mock.advance(301_000); // past the token's 300 s, on the mock's clock
    const frame = page.frames().find((f) => f.url().includes('/widget/v1/frame'));
    await frame?.goto(frame.url());
    expect(await field(page, 'error')).toContain('expired');
    expect(await page.frameLocator('#card iframe').locator('[data-field="number"]').count()).toBe(0);

    await page.reload();
    expect(await field(page, 'number')).toBe(pan);
  }, 60_000);

  it('tells the user when the server could not get a token', async () => {
    const errors: unknown[] = [];
    const page = await openPage((await serveCard('card_does_not_exist', (e) => errors.push(e))).url);
    expect(await page.locator('#status').getAttribute('data-state')).toBe('error');
    expect(await page.locator('#status').textContent()).toBe(
      'Could not show the card: the server answered 404.',
    );
    expect(await page.locator('iframe').count()).toBe(0);
    expect(errors).toEqual([expect.objectContaining({ name: 'NotFoundError', code: 'NOT_FOUND' })]);
  }, 60_000);
});
