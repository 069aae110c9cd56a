import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import { harErrors } from '../../test/support/har-validator';
import { createMock, type Mock, type MockOptions } from '../app/create-mock';
import { createMockControlClient } from '../client';
import { createClock } from '../domain';
import { createSqliteSandboxStore, createSqliteStorage, listen, type SqliteStorage } from '../node';
import { callJson, type JourneyTarget, styleAToken, styleBCard, styleBToken } from '../testing';
import type { HarDocument, HarEntry } from './har-document';
import { EXCHANGE_BODY_LIMIT } from './request-exchange';

const T0 = Date.parse('2026-01-01T00:00:00Z');

let mock: Mock | undefined;
let storage: SqliteStorage | undefined;
let folder: string | undefined;
afterEach(() => {
  mock?.close();
  storage?.close();
  if (folder) rmSync(folder, { recursive: true, force: true });
  mock = undefined;
  storage = undefined;
  folder = undefined;
});

/** The two ways a mock keeps its state: in memory, and with a data dir (its file and its sandboxes'). */
const FORMS: Record<string, () => MockOptions> = {
  'in memory': () => ({}),
  'with a data dir': () => {
    folder = mkdtempSync(join(tmpdir(), 'har-export-'));
    storage = createSqliteStorage(join(folder, 'mock.sqlite'));
    return { storage, sandboxes: { store: createSqliteSandboxStore(join(folder, 'sandboxes')) } };
  },
};

/** The root's target, or a new sandbox's (its URLs below /sandboxes/{id}). */
async function targetOf(m: Mock, where: 'root' | 'sandbox'): Promise<JourneyTarget> {
  if (where === 'root') return { fetch: m.fetch, config: m.config() };
  const made = await m.fetch(`${m.origin}/_mock/sandboxes`, { method: 'POST' });
  const { id } = ((await made.json()) as { data: { id: string } }).data;
  const config = await m.fetch(`${m.origin}/sandboxes/${id}/_mock/config`);
  return { fetch: m.fetch, config: ((await config.json()) as { data: JourneyTarget['config'] }).data };
}

/** The secrets the traffic below sends and receives, which the HAR must never hold. */
interface Secrets {
  styleBClientSecret: string;
  styleBAccessToken: string;
  styleAClientSecret: string;
  styleAAccessToken: string;
  formToken: string;
  cardNumber: string;
  cvv: string;
}

/** Traffic through both styles that carries every kind of secret, in bodies, headers and answers. */
async function traffic(target: JourneyTarget): Promise<Secrets> {
  const { styleA, styleB } = target.config;
  const card = await styleBCard(target);
  const details = await callJson(
    target.fetch,
    'card secrets',
    'GET',
    `${styleB.baseUrl}/v1/cards/${card.cardId}?accountId=${card.accountId}`,
    undefined,
    { 'x-access-token': card.token },
  );
  const { cardNumber, cvv } = details.data as { cardNumber: string; cvv: string };
  const styleAAccessToken = await styleAToken(target);
  // The OAuth form encoding too (the API reference's Authorize button sends it).
  const key = styleA.apiKeys.DEVELOPER as { clientId: string; clientSecret: string };
  const form = await target.fetch(`${styleA.baseUrl}/v1/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      client_id: key.clientId,
      client_secret: key.clientSecret,
    }),
  });
  const formToken = ((await form.json()) as { access_token: string }).access_token;
  await callJson(target.fetch, 'applicants', 'GET', `${styleA.baseUrl}/v1/applicants?limit=5`, undefined, {
    authorization: `Bearer ${styleAAccessToken}`,
  });
  return {
    styleBClientSecret: styleB.clientSecret as string,
    styleBAccessToken: card.token,
    styleAClientSecret: (styleA.apiKeys.DEVELOPER as { clientSecret: string }).clientSecret,
    styleAAccessToken,
    formToken,
    cardNumber,
    cvv,
  };
}

async function exportHar(m: Mock, controlUrl: string, query = '') {
  const response = await m.fetch(`${controlUrl}/requests.har${query}`);
  const text = await response.text();
  return { response, text, har: JSON.parse(text) as HarDocument };
}

const entryTo = (har: HarDocument, method: string, path: string): HarEntry | undefined =>
  har.log.entries.find((e) => e.request.method === method && new URL(e.request.url).pathname.endsWith(path));

describe.each(Object.entries(FORMS))('GET /_mock/requests.har (%s)', (_form, options) => {
  it.each(['root', 'sandbox'] as const)('answers the log as HAR 1.2 without a secret (%s)', async (where) => {
    mock = createMock({ clock: createClock({ frozenAt: T0 }), ...options() });
    const target = await targetOf(mock, where);
    const secrets = await traffic(target);
    const { response, text, har } = await exportHar(mock, target.config.controlUrl, '?limit=500');

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="card-issuance-mock-requests-\d{8}T\d{6}Z\.har"$/,
    );
    expect(response.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(harErrors(har)).toEqual([]);
    expect(har.log.creator.name).toBe('card-issuance-mock');
    expect(har.log._nextCursor).toBeNull();

    // The same requests as the JSON log, oldest first.
    const listed = await callJson(mock.fetch, 'log', 'GET', `${target.config.controlUrl}/requests?limit=500`);
    const ids = (listed.data as { items: Array<{ id: string }> }).items.map((item) => item.id);
    expect(har.log.entries.map((e) => e._requestId)).toEqual(ids.reverse());

    // The URLs as called, the sandbox's prefix included.
    const token = entryTo(har, 'POST', '/v1/oauth/access-token');
    expect(token?.request.url).toBe(`${target.config.styleB.baseUrl}/v1/oauth/access-token`);
    expect(token?.response.status).toBe(200);
    expect(token?.response.statusText).toBe('OK');
    expect(JSON.parse(token?.request.postData?.text ?? '{}')).toMatchObject({
      clientId: target.config.styleB.clientId,
      clientSecret: '[REDACTED]',
    });
    expect(JSON.parse(token?.response.content.text ?? '{}')).toMatchObject({
      data: { accessToken: '[REDACTED]', refreshToken: '[REDACTED]' },
    });
    const secretsEntry = har.log.entries.find((e) => e.response.content.text?.includes('"cvv"'));
    expect(JSON.parse(secretsEntry?.response.content.text ?? '{}')).toMatchObject({
      data: { cardNumber: '[REDACTED]', cvv: '[REDACTED]' },
    });
    const formEntry = har.log.entries.find((e) =>
      e.request.postData?.mimeType.startsWith('application/x-www'),
    );
    expect(new URLSearchParams(formEntry?.request.postData?.text)).toEqual(
      new URLSearchParams({
        grant_type: 'client_credentials',
        client_id: (target.config.styleA.apiKeys.DEVELOPER as { clientId: string }).clientId,
        client_secret: '[REDACTED]',
      }),
    );
    expect(JSON.parse(formEntry?.response.content.text ?? '{}')).toMatchObject({
      access_token: '[REDACTED]',
    });
    const withHeader = (e: HarEntry, name: string) => e.request.headers.find((h) => h.name === name)?.value;
    const applicants = entryTo(har, 'GET', '/v1/applicants');
    expect(withHeader(applicants as HarEntry, 'authorization')).toBe('Bearer [REDACTED]');
    expect(applicants?.request.queryString).toEqual([{ name: 'limit', value: '5' }]);
    expect(har.log.entries.some((e) => withHeader(e, 'x-access-token') === '[REDACTED]')).toBe(true);

    for (const secret of Object.values(secrets)) {
      if (secret.length > 4) expect(text).not.toContain(secret);
    }
    expect(text).not.toMatch(new RegExp(`"cvv\\\\?"\\s*:\\s*\\\\?"${secrets.cvv}`));
  });

  it.each(['root', 'sandbox'] as const)(
    'pages with the JSON log: limit, cursor and filters (%s)',
    async (where) => {
      mock = createMock({ clock: createClock({ frozenAt: T0 }), ...options() });
      const target = await targetOf(mock, where);
      for (let i = 0; i < 3; i += 1) await styleBToken(target);
      const { controlUrl } = target.config;
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const query: string = `?limit=2&method=POST${cursor ? `&cursor=${cursor}` : ''}`;
        const { response, har } = await exportHar(mock, controlUrl, query);
        const listed = await callJson(mock.fetch, 'log', 'GET', `${controlUrl}/requests${query}`);
        const page = listed.data as { items: Array<{ id: string }>; nextCursor: string | null };
        expect(harErrors(har)).toEqual([]);
        expect(har.log.entries.map((e) => e._requestId)).toEqual(page.items.map((i) => i.id).reverse());
        expect(har.log._nextCursor).toBe(page.nextCursor);
        expect(response.headers.get('x-next-cursor')).toBe(page.nextCursor);
        if (page.nextCursor) expect(har.log.comment).toContain(`cursor=${page.nextCursor}`);
        expect(har.log.entries.every((e) => e.request.method === 'POST')).toBe(true);
        seen.push(...page.items.map((i) => i.id));
        cursor = page.nextCursor;
        pages += 1;
      } while (cursor !== null);
      expect(pages).toBe(2);
      expect(seen).toHaveLength(3);

      const bad = await mock.fetch(`${controlUrl}/requests.har?cursor=bogus`);
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { error: { code: string } }).error.code).toBe('INVALID_REQUEST');
      const unknown = await mock.fetch(`${controlUrl}/requests.har?bogus=1`);
      expect(unknown.status).toBe(400);
    },
  );
});

describe.each(Object.entries(FORMS))('GET /_mock/requests.har over HTTP (%s)', (_form, options) => {
  it.each(['root', 'sandbox'] as const)(
    'writes the headers as they arrived at the server, names as sent, secrets redacted (%s)',
    async (where) => {
      mock = createMock(options());
      const server = await listen(mock, { port: 0 });
      try {
        const target = await targetOf(mock, where);
        const token = await styleBToken(target);
        const cardList = new URL(`${target.config.styleB.baseUrl}/v1/card-list?accountId=none`);
        // node:http keeps a header name's case as written; `fetch` would send it lower case.
        const status = await new Promise<number>((resolve, reject) => {
          const sent = request(cardList, { headers: { 'X-Access-Token': token, 'X-Trace-Note': 'as sent' } });
          sent.on('response', (answer) => {
            answer.resume();
            answer.on('end', () => resolve(answer.statusCode ?? 0));
          });
          sent.on('error', reject);
          sent.end();
        });
        expect(status).toBeGreaterThanOrEqual(200);
        const { har, text } = await exportHar(mock, target.config.controlUrl);
        expect(harErrors(har)).toEqual([]);
        const headers = entryTo(har, 'GET', '/v1/card-list')?.request.headers ?? [];
        expect(headers).toContainEqual({ name: 'X-Access-Token', value: '[REDACTED]' });
        expect(headers).toContainEqual({ name: 'X-Trace-Note', value: 'as sent' });
        expect(headers.find((h) => h.name.toLowerCase() === 'host')?.value).toBe(cardList.host);
        expect(text).not.toContain(token);
      } finally {
        await server.close();
      }
    },
  );
});

describe('GET /_mock/requests.har of refused and dropped requests', () => {
  it('writes an injected 503 with its answer, and a dropped connection as status 0 with _error', async () => {
    mock = createMock({ clock: createClock({ frozenAt: T0 }) });
    const fault = (type: string) =>
      mock?.fetch(`${mock.origin}/_mock/faults`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          match: { style: 'b', method: 'GET', path: '/v1/card-list' },
          count: 1,
          effect: type === 'status' ? { type, status: 503 } : { type },
        }),
      });
    expect((await fault('status'))?.status).toBe(201);
    expect((await mock.fetch(`${mock.origin}/style-b/v1/card-list`)).status).toBe(503);
    await fault('network-error');
    await expect(mock.fetch(`${mock.origin}/style-b/v1/card-list`)).rejects.toThrow(/connection dropped/);
    const { har } = await exportHar(mock, `${mock.origin}/_mock`);
    expect(harErrors(har)).toEqual([]);
    const [refused, dropped] = har.log.entries;
    expect(refused?.response).toMatchObject({ status: 503, statusText: 'Service Unavailable' });
    expect(JSON.parse(refused?.response.content.text ?? '{}')).toMatchObject({ code: expect.any(String) });
    expect(dropped?.response).toMatchObject({ status: 0, bodySize: -1, _error: expect.any(String) });
  });
});

describe('the typed control client', () => {
  it('answers the HAR document whole from requests.har, and throws the control error of a bad cursor', async () => {
    mock = createMock({ clock: createClock({ frozenAt: T0 }) });
    await styleBToken({ fetch: mock.fetch, config: mock.config() });
    const control = createMockControlClient({ url: `${mock.origin}/_mock`, fetch: mock.fetch });
    const har = await control.requests.har({ limit: 1 });
    expect(harErrors(har)).toEqual([]);
    expect(har.log.entries).toHaveLength(1);
    const older = await control.requests.har({ limit: 5, cursor: har.log._nextCursor as string });
    expect(older.log.entries.map((e) => e.request.method)).toEqual(['GET']);
    await expect(control.requests.har({ cursor: 'bogus' })).rejects.toMatchObject({
      name: 'MockControlError',
      code: 'INVALID_REQUEST',
    });
  });
});

describe('what the request log keeps of a body', () => {
  it(`keeps at most ${EXCHANGE_BODY_LIMIT} characters of one, and says so`, async () => {
    mock = createMock({ clock: createClock({ frozenAt: T0 }) });
    const body = JSON.stringify({ clientId: 'x', note: 'n'.repeat(100_000) });
    await mock.fetch(`${mock.origin}/style-b/v1/oauth/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    const { har } = await exportHar(mock, `${mock.origin}/_mock`);
    expect(harErrors(har)).toEqual([]);
    const postData = har.log.entries[0]?.request.postData;
    expect(postData?.text).toHaveLength(EXCHANGE_BODY_LIMIT);
    expect(postData?.comment).toBe(
      `cut: the first ${EXCHANGE_BODY_LIMIT} characters of ${body.length} are kept`,
    );
    expect(har.log.entries[0]?.request.bodySize).toBe(body.length);
  });
});

describe('the request log with a data dir', () => {
  it('writes no secret to disk, and a mock reopened on its files exports what it kept', async () => {
    const options = FORMS['with a data dir'] as () => MockOptions;
    const opened = options();
    mock = createMock({ clock: createClock({ frozenAt: T0 }), ...opened });
    const root = await targetOf(mock, 'root');
    const sandbox = await targetOf(mock, 'sandbox');
    const secrets = [await traffic(root), await traffic(sandbox)];
    const before = (await exportHar(mock, sandbox.config.controlUrl)).har;
    mock.close();
    storage?.close();
    mock = undefined;
    storage = undefined;

    // The sandboxes' state holds their credentials and cards; their request logs hold none of them.
    const dir = folder as string;
    const files = [
      join(dir, 'mock.sqlite'),
      ...readdirSync(join(dir, 'sandboxes'))
        .filter((f) => f.endsWith('.sqlite'))
        .map((f) => join(dir, 'sandboxes', f)),
    ];
    const logged = files.flatMap((file) => {
      const db = new DatabaseSync(file, { readOnly: true });
      const rows = db.prepare("SELECT data FROM records WHERE collection = 'mock.requests'").all();
      db.close();
      return rows.map((row) => String(row.data));
    });
    expect(files).toHaveLength(2);
    const bytes = logged.join('\n');
    expect(bytes).toContain('[REDACTED]');
    expect(bytes).toContain('/v1/oauth/access-token');
    for (const secret of secrets.flatMap((s) => Object.values(s))) {
      if (secret.length > 4) expect(bytes).not.toContain(secret);
    }

    storage = createSqliteStorage(join(dir, 'mock.sqlite'));
    mock = createMock({ storage, sandboxes: { store: createSqliteSandboxStore(join(dir, 'sandboxes')) } });
    const after = (await exportHar(mock, sandbox.config.controlUrl)).har;
    expect(after.log.entries).toEqual(before.log.entries);
    const rootHar = (await exportHar(mock, `${mock.origin}/_mock`, '?limit=500')).har;
    expect(harErrors(rootHar)).toEqual([]);
    expect(rootHar.log.entries.length).toBeGreaterThan(5);
  });
});
