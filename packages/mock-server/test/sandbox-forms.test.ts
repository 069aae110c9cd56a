import { request as httpRequest } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createMock, type Mock, type MockConfig } from '../src';
import { type ListeningMock, listen } from '../src/node';
import { styleACard, styleBCard } from '../src/testing';

// A sandbox's URLs (`/sandboxes/{id}/...`) keep every promise the mock's own URLs keep: the request's
// address is parsed once at the edge, so the frame exemption, the refusals before a face, the URLs handed
// out, unknown methods and the pages read the same face in both forms.

type Json = Record<string, unknown>;
const PAGE = 'http://localhost:6190';

let mock: Mock | undefined;
let server: ListeningMock | undefined;
afterEach(async () => {
  await server?.close();
  mock?.close();
  server = undefined;
  mock = undefined;
});

async function sandboxOf(target: Mock, origin = target.origin): Promise<MockConfig & { id: string }> {
  const created = await target.fetch(`${origin}/_mock/sandboxes`, { method: 'POST' });
  expect(created.status).toBe(201);
  return ((await created.json()) as { data: MockConfig & { id: string } }).data;
}

describe("a sandbox's card-details frames are never readable cross-origin", () => {
  it('answers no CORS header to a loopback page at either widget, in the sandbox form as at the root', async () => {
    mock = createMock();
    const sandbox = await sandboxOf(mock);
    for (const base of [mock.origin, `${mock.origin}/sandboxes/${sandbox.id}`]) {
      for (const path of ['/style-a/widget/v1/frame?token=t', '/style-b/widget?token=t']) {
        const response = await mock.fetch(`${base}${path}`, { headers: { origin: PAGE } });
        expect(response.headers.get('access-control-allow-origin'), `${base}${path}`).toBeNull();
        const preflight = await mock.fetch(`${base}${path}`, {
          method: 'OPTIONS',
          headers: { origin: PAGE, 'access-control-request-method': 'GET' },
        });
        expect(preflight.headers.get('access-control-allow-origin'), `${base}${path}`).toBeNull();
      }
      // The operations beside them stay readable by the page.
      const config = await mock.fetch(`${base}/_mock/config`, { headers: { origin: PAGE } });
      expect(config.headers.get('access-control-allow-origin')).toBe(PAGE);
    }
  });
});

describe("a sandbox card's hosted widget shows the card", () => {
  it("Style B's widgetUrl names the sandbox and its page shows the card", async () => {
    mock = createMock();
    const sandbox = await sandboxOf(mock);
    const target = { fetch: mock.fetch, config: sandbox };
    const { cardId, accountId, token } = await styleBCard(target);
    const answer = await mock.fetch(
      `${sandbox.styleB.baseUrl}/v1/cards/${cardId}/private-info/access-token?accountId=${accountId}`,
      { headers: { 'x-access-token': token } },
    );
    const { widgetUrl } = ((await answer.json()) as { data: { widgetUrl: string } }).data;
    expect(widgetUrl.startsWith(`${sandbox.styleB.baseUrl}/widget?token=`)).toBe(true);
    const page = await mock.fetch(widgetUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).not.toContain('Card details unavailable');
  });

  it("Style A's script names the sandbox's frame, and the frame shows the card", async () => {
    mock = createMock();
    const sandbox = await sandboxOf(mock);
    const target = { fetch: mock.fetch, config: sandbox };
    const { cardId, token } = await styleACard(target);
    const answer = await mock.fetch(`${sandbox.styleA.baseUrl}/v1/cards/${cardId}/secure-details`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const details = ((await answer.json()) as { data: { token: string; script_url: string } }).data;
    expect(details.script_url).toBe(`${sandbox.styleA.baseUrl}/widget/v1/card-widget.js`);
    const script = await (await mock.fetch(details.script_url)).text();
    const framePath = `/sandboxes/${sandbox.id}/style-a/widget/v1/frame`;
    expect(script).toContain(JSON.stringify(framePath));
    const frame = await mock.fetch(`${mock.origin}${framePath}?token=${encodeURIComponent(details.token)}`);
    expect(frame.status).toBe(200);
    expect(await frame.text()).not.toContain('Card details unavailable');
  });
});

describe("a sandbox's API reference", () => {
  it('answers its docsUrl, and its specs send "try it" calls to the sandbox', async () => {
    mock = createMock();
    const sandbox = await sandboxOf(mock);
    const page = await mock.fetch(sandbox.docsUrl);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`/sandboxes/${sandbox.id}/_mock/docs/specs/style-b.json`);
    const spec = (await (
      await mock.fetch(`${mock.origin}/sandboxes/${sandbox.id}/_mock/docs/specs/style-b.json`)
    ).json()) as { servers: Array<{ url: string }> };
    expect(spec.servers.map((server) => server.url)).toContain(sandbox.styleB.baseUrl);
  });
});

/** Sends a raw request line and headers and answers what came back, whole. */
function rawExchange(port: number, head: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.write(head));
    let received = '';
    socket.on('data', (chunk) => {
      received += chunk;
    });
    socket.on('end', () => resolve(received));
    socket.on('close', () => resolve(received));
    socket.on('error', reject);
  });
}

/** One HTTP exchange with any method and Host, answered as status and parsed JSON body. */
function exchange(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body?: string,
): Promise<{ status: number; body: Json }> {
  return new Promise((resolve, reject) => {
    const call = httpRequest({ host: '127.0.0.1', port, method, path, headers }, (response) => {
      let text = '';
      response.on('data', (chunk) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(text) as Json }));
    });
    call.on('error', reject);
    call.end(body);
  });
}

/** The body of a raw HTTP answer, parsed. */
const bodyOf = (raw: string) => JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4)) as Json;

describe('refusals before a face, over HTTP, in both forms', () => {
  it("answers 413, 431 and a foreign Host in Style B's envelope at a sandbox's Style B URLs", async () => {
    mock = createMock({ maxBodyBytes: 1_000 });
    server = await listen(mock, { port: 0 });
    const sandbox = await sandboxOf(mock);
    for (const base of ['', `/sandboxes/${sandbox.id}`]) {
      const path = `${base}/style-b/v1/budgets`;
      const large = await exchange(
        server.port,
        'POST',
        path,
        { 'content-type': 'application/json' },
        `"${'x'.repeat(2_000)}"`,
      );
      expect(large).toMatchObject({ status: 413, body: { code: '41301' } });
      const foreign = await exchange(server.port, 'GET', path, { host: 'evil.test' });
      expect(foreign).toMatchObject({ status: 403, body: { code: '40399' } });
      const headers = await rawExchange(
        server.port,
        `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nx-big: ${'y'.repeat(20_000)}\r\n\r\n`,
      );
      expect(headers.startsWith('HTTP/1.1 431')).toBe(true);
      expect(bodyOf(headers)).toMatchObject({ code: '40001' });
      // Style A's URLs of the same sandbox keep Style A's envelope.
      const styleA = await exchange(server.port, 'GET', `${base}/style-a/v1/cards`, { host: 'evil.test' });
      expect(styleA).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
    }
  });

  it.each(['TRACE', 'CONNECT'])(
    'answers %s at every form in the envelope of the face, never a dropped connection',
    async (method) => {
      mock = createMock();
      server = await listen(mock, { port: 0 });
      const sandbox = await sandboxOf(mock);
      const expected: Array<[string, Json]> = [
        ['/style-b/v1/card-list', { code: '40499' }],
        ['/style-a/v1/cards', { error: { code: 'NOT_FOUND' } }],
        ['/_mock/config', { error: { code: 'NOT_FOUND' } }],
      ];
      for (const base of ['', `/sandboxes/${sandbox.id}`]) {
        for (const [path, body] of expected) {
          const raw = await rawExchange(
            server.port,
            `${method} ${base}${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`,
          );
          expect(raw.startsWith('HTTP/1.1 404'), `${method} ${base}${path}: ${raw.slice(0, 80)}`).toBe(true);
          expect(bodyOf(raw)).toMatchObject(body);
        }
      }
    },
  );
});
