import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMock, type Mock } from '../src';
import { CARD_SECRETS } from '../src/domain/cards';
import { type ListeningMock, listen } from '../src/node';
import { launchChromium } from './support/chromium';
import { issuedCard } from './support/style-a-cards';
import { styleAToken } from './support/style-a-journey';

// Reveal Method 1 in Debian's Chromium: a page on one origin embeds the hosted widget with a token; the
// secure iframe, served from another origin, shows the card's number; an expired token shows the error.
let browser: Browser;
let mock: Mock;
let server: ListeningMock;
let embedder: Server;
let embedderOrigin = '';
let pageHtml = '';

beforeAll(async () => {
  browser = await launchChromium();
  mock = createMock();
  server = await listen(mock, { port: 0 });
  embedder = createServer((_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end(pageHtml));
  await new Promise<void>((resolve) => embedder.listen(0, '127.0.0.1', resolve));
  embedderOrigin = `http://127.0.0.1:${(embedder.address() as AddressInfo).port}`;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  embedder?.close();
  await server?.close();
  mock?.close();
});

async function secureDetails(cardId: string) {
  const token = await styleAToken(mock, 'DEVELOPER');
  const res = await fetch(`${server.origin}/style-a/v1/cards/${cardId}/secure-details`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (
    (await res.json()) as {
      data: { token: string; expires_in: number; script_url: string; iframe_origin: string };
    }
  ).data;
}

describe('hosted card widget in Chromium', () => {
  it('shows the card in an iframe of another origin, and an error once the token expired', async () => {
    const { card } = await issuedCard(mock);
    const details = await secureDetails(card.id);
    expect(details.expires_in).toBe(300);
    expect(new URL(details.iframe_origin).origin).not.toBe(embedderOrigin);
    expect(new URL(details.iframe_origin).origin).not.toBe(server.origin);
    pageHtml = `<!doctype html><html><body><div id="card"></div><script src="${details.script_url}"></script>
<script>CardIssuanceWidget.mount('#card', { token: ${JSON.stringify(details.token)}, iframeOrigin: ${JSON.stringify(details.iframe_origin)} });</script></body></html>`;
    const secrets = mock.ctx.storage.collection(CARD_SECRETS).get(card.id);

    const page = await browser.newPage();
    try {
      await page.goto(embedderOrigin);
      const frame = page.frameLocator('iframe[title="Card details"]');
      await expect
        .poll(() => frame.locator('[data-field="number"]').textContent(), { timeout: 15_000 })
        .toBe(secrets?.cardNumber);
      expect(await frame.locator('[data-field="cvv"]').textContent()).toBe(secrets?.cvv);
      expect(await page.content()).not.toContain(secrets?.cardNumber ?? 'x');

      mock.clock.advance(300_000);
      await page.reload();
      await expect
        .poll(() => frame.locator('[data-field="error"]').textContent(), { timeout: 15_000 })
        .toContain('expired');
    } finally {
      await page.close();
    }
  }, 60_000);
});
