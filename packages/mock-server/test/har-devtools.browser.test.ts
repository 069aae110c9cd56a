import { type AddressInfo, createServer } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HarDocument } from '../src/control/har-document';
import { styleAToken, styleBCard } from '../src/testing';
import { launchChromium } from './support/chromium';
import { testMock } from './support/test-mock';

// "Chromium's DevTools loads it", shown with DevTools itself: Chromium serves its own DevTools front end
// (the one F12 opens) on its remote-debugging port, and its HAR importer (front_end/models/har: the
// `HARRoot` parser and the `Importer` the Network panel's "Import HAR file" runs) is loaded from there
// and fed the mock's export. DevTools' own HAR writer then writes the requests it imported back out.

let browser: Browser;
let port: number;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as AddressInfo;
      server.close(() => resolve(free));
    });
  });
}

beforeAll(async () => {
  port = await freePort();
  browser = await launchChromium([`--remote-debugging-port=${port}`]);
}, 60_000);

afterAll(async () => {
  await browser?.close();
});

/** What DevTools made of each entry, read from its `SDK.NetworkRequest`s. */
interface Imported {
  url: string;
  method: string;
  status: number;
  mimeType: string;
  requestHeaders: Array<{ name: string; value: string }>;
  postData: string | null;
  content: string;
  failure: string | null;
  rewritten: Array<{ url: string; status: number }>;
  refusesBroken: boolean;
}

/** Loads DevTools' HAR importer from Chromium's own front end and imports `har` with it. */
async function importInDevTools(har: HarDocument): Promise<Imported[]> {
  const page = await browser.newPage();
  try {
    // A page of the DevTools server's origin, so its front end's modules load as DevTools loads them.
    await page.goto(`http://127.0.0.1:${port}/json/version`);
    // A string, so the test runner's transform leaves this `import()` to the page.
    await page.evaluate("import('/devtools/models/har/har.js').then((m) => { globalThis.DevToolsHar = m; })");
    return await page.evaluate(async (document) => {
      // biome-ignore lint/suspicious/noExplicitAny: DevTools' own module, loaded in the page above.
      const HAR = (globalThis as any).DevToolsHar;
      // The parser is strict: a document without entries is refused, as the Network panel refuses it.
      let refusesBroken = false;
      try {
        new HAR.HARFormat.HARRoot({ log: { version: '1.2', creator: {} } });
      } catch {
        refusesBroken = true;
      }
      const root = new HAR.HARFormat.HARRoot(document);
      const requests = HAR.Importer.Importer.requestsFromHARLog(root.log);
      const written = await HAR.Log.Log.build(requests, { sanitize: false });
      const rewritten = written.entries.map(
        (e: { request: { url: string }; response: { status: number } }) => ({
          url: e.request.url,
          status: e.response.status,
        }),
      );
      const out = [];
      for (const request of requests) {
        const content = await request.requestContentData();
        out.push({
          url: request.url(),
          method: request.requestMethod,
          status: request.statusCode,
          mimeType: request.mimeType,
          requestHeaders: request
            .requestHeaders()
            .map((h: { name: string; value: string }) => ({ name: h.name, value: h.value })),
          postData: (await request.requestFormData()) ?? null,
          content: 'text' in content ? content.text : '',
          failure: request.localizedFailDescription ?? null,
          rewritten,
          refusesBroken,
        });
      }
      return out;
    }, har);
  } finally {
    await page.close();
  }
}

describe.each(['root', 'sandbox'] as const)("the HAR export in Chromium's DevTools (%s)", (where) => {
  it('is imported by the Network panel importer entry by entry, secrets redacted', async () => {
    const mock = testMock();
    try {
      let config = mock.config();
      if (where === 'sandbox') {
        const made = await mock.fetch(`${mock.origin}/_mock/sandboxes`, { method: 'POST' });
        config = ((await made.json()) as { data: typeof config }).data;
      }
      const target = { fetch: mock.fetch, config };
      const card = await styleBCard(target);
      const bearer = await styleAToken(target);
      await mock.fetch(`${config.styleA.baseUrl}/v1/applicants`, {
        headers: { authorization: `Bearer ${bearer}` },
      });
      const answer = await mock.fetch(`${config.controlUrl}/requests.har?limit=500`);
      const har = (await answer.json()) as HarDocument;
      expect(har.log.entries.length).toBeGreaterThan(8);

      const imported = await importInDevTools(har);
      expect(imported.map((r) => [r.method, r.url, r.status])).toEqual(
        har.log.entries.map((e) => [e.request.method, e.request.url, e.response.status]),
      );
      expect(imported[0]?.refusesBroken).toBe(true);
      expect(imported[0]?.rewritten).toEqual(
        har.log.entries.map((e) => ({ url: e.request.url, status: e.response.status })),
      );
      const token = imported.find((r) => r.url.endsWith('/v1/oauth/access-token'));
      expect(token?.url.startsWith(config.styleB.baseUrl)).toBe(true);
      expect(token?.mimeType).toBe('application/json');
      expect(JSON.parse(token?.postData ?? '{}')).toMatchObject({ clientSecret: '[REDACTED]' });
      expect(JSON.parse(token?.content ?? '{}')).toMatchObject({ data: { accessToken: '[REDACTED]' } });
      const applicants = imported.find((r) => r.url.endsWith('/v1/applicants'));
      expect(applicants?.requestHeaders).toContainEqual({
        name: 'authorization',
        value: 'Bearer [REDACTED]',
      });
      const everything = JSON.stringify(imported);
      for (const secret of [card.token, bearer, config.styleB.clientSecret]) {
        expect(everything).not.toContain(secret);
      }
    } finally {
      mock.close();
    }
  }, 60_000);
});
