import { afterAll, describe, expect, it } from 'vitest';
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  ConnectionTimeoutError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
  StyleBApiError,
  type StyleBClient,
  type StyleBClientOptions,
  StyleBConnectionError,
} from '../src';
import { clientFor, frozenMock } from './support/setup';

// The mock authorizes; `answer` stands in for the service (or a proxy in front of it) on every other
// call. `sent` is every request that reached the network, the authorization's included.
const mock = frozenMock();
afterAll(() => mock.close());

function clientWith(
  answer: (request: Request) => Response | Promise<Response>,
  options: Partial<StyleBClientOptions> = {},
) {
  const sent: Request[] = [];
  // Called as the global fetch is (a method's call: the URL and a RequestInit); the test reads a Request.
  const fetch = async (input: string | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request);
    return new URL(request.url).pathname.includes('/v1/oauth/') ? mock.fetch(request) : answer(request);
  };
  return { client: clientFor(mock, { fetch, retry: { maxRetries: 0 }, ...options }), sent };
}

// The one call these tests make (GET /v1/cards/{cardId}); the only line that knows a method's signature.
const getCard = (client: StyleBClient, cardId: unknown) =>
  client.cards.getSecrets(cardId as string, { accountId: 'acc_1' });

const html = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>${'<p>filler</p>'.repeat(1_000)}</body></html>`;
const envelope = (status: number, code: string, headers: Record<string, string> = {}) =>
  Response.json(
    { code, message: `${code} here` },
    { status, headers: { 'request-id': 'req_1', ...headers } },
  );

describe('answers that are not JSON', () => {
  it('turns a 200 HTML page into an INVALID_RESPONSE API error with the request id, call and page, not a bare SyntaxError', async () => {
    const { client } = clientWith(
      () =>
        new Response(html('Sign in - Corp Proxy'), {
          headers: { 'content-type': 'text/html', 'request-id': 'req_proxy' },
        }),
    );
    const error = await getCard(client, 'card_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StyleBApiError);
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      status: 200,
      requestId: 'req_proxy',
      method: 'GET',
      path: '/v1/cards/{cardId}',
    });
    const { body, message } = error as StyleBApiError;
    expect(message).toContain('"Sign in - Corp Proxy"');
    expect(body).toEqual(html('Sign in - Corp Proxy').slice(0, 4096));
  });

  it('turns a 200 JSON answer without the envelope into INVALID_RESPONSE', async () => {
    const { client } = clientWith(() => Response.json({ ok: true }));
    const error = await getCard(client, 'card_1').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'INVALID_RESPONSE', status: 200, body: { ok: true } });
  });

  it("keeps an HTML 502's page in body, and says what it was in the message", async () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
    const { client } = clientWith(() => new Response(page, { status: 502, statusText: 'Bad Gateway' }));
    const error = await getCard(client, 'card_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ code: '502', status: 502, body: page });
    expect((error as Error).message).toBe(
      '502: HTTP 502 Bad Gateway, a body that is not JSON: "502 Bad Gateway" (GET /v1/cards/{cardId}, HTTP 502)',
    );
  });
});

describe('status families, chosen by the HTTP status', () => {
  it.each([
    [400, '030003', BadRequestError],
    [400, '40001', BadRequestError],
    [422, '40001', BadRequestError],
    [401, '40101', AuthenticationError],
    [403, '40301', PermissionDeniedError],
    [404, '40404', NotFoundError],
    [409, '40901', ConflictError],
    [429, '42901', RateLimitError],
    [500, '50001', InternalServerError],
    [503, '50301', InternalServerError],
  ])('HTTP %i %s is a %o, under StyleBApiError', async (status, code, Class) => {
    const { client } = clientWith(() => envelope(status, code, { 'x-ratelimit-remaining': '0' }));
    const error = await getCard(client, 'card_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Class);
    expect(error).toBeInstanceOf(StyleBApiError);
    expect(error).toMatchObject({ name: Class.name, code, status, requestId: 'req_1' });
    expect((error as StyleBApiError).headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('an error code on any other status is a plain StyleBApiError', async () => {
    const { client } = clientWith(() => envelope(200, '030003'));
    const error = await getCard(client, 'card_1').catch((e: unknown) => e);
    expect((error as Error).constructor).toBe(StyleBApiError);
    expect(error).toMatchObject({
      code: '030003',
      message: '030003: 030003 here (GET /v1/cards/{cardId}, HTTP 200)',
    });
  });

  it('lets the caller read Retry-After once the retries are spent, and no request header', async () => {
    const { client, sent } = clientWith(() => envelope(429, '42901', { 'retry-after': '7' }), {
      retry: { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 1, maxRetryAfterMs: 1 },
    });
    const error = await getCard(client, 'card_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).headers.get('retry-after')).toBe('7');
    expect((error as RateLimitError).retryAfterMs).toBe(7_000);
    const token = sent.at(-1)?.headers.get('x-access-token') ?? 'none';
    expect((error as RateLimitError).headers.has('x-access-token')).toBe(false);
    expect(`${JSON.stringify(error)} ${[...(error as RateLimitError).headers].join()}`).not.toContain(token);
  });

  it('a call that timed out is a ConnectionTimeoutError, under StyleBConnectionError', async () => {
    const { client } = clientWith(
      (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
      { timeoutMs: 20 },
    );
    const error = await getCard(client, 'card_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionTimeoutError);
    expect(error).toBeInstanceOf(StyleBConnectionError);
    expect(error).toMatchObject({
      name: 'ConnectionTimeoutError',
      timedOut: true,
      path: '/v1/cards/{cardId}',
    });
  });
});

describe('misconfiguration and bad ids fail before anything is sent', () => {
  it.each([
    [{ clientSecret: undefined as never }, 'createStyleBClient: clientSecret is required'],
    [{ clientId: '' }, 'createStyleBClient: clientId is required'],
    [{ baseUrl: '127.0.0.1:4010/style-b' }, 'createStyleBClient: baseUrl must be an absolute http(s) URL'],
    [{ baseUrl: 'localhost:4010/style-b' }, 'createStyleBClient: baseUrl must be an absolute http(s) URL'],
    [{ tokenRefreshMarginMs: Number.NaN }, 'createStyleBClient: tokenRefreshMarginMs must be'],
    [{ fetch: 'https://proxy' as never }, 'createStyleBClient: fetch must be a function'],
  ])('refuses %j at construction', (options, message) => {
    expect(() => clientFor(mock, options)).toThrow(TypeError);
    expect(() => clientFor(mock, options)).toThrow(message);
  });

  it.each([
    ['an empty id', '', 'an empty string'],
    ['a missing id', undefined, 'nothing'],
  ])(
    'refuses %s without sending anything, naming the parameter and the operation',
    async (_name, id, got) => {
      const { client, sent } = clientWith(() => envelope(500, '50001'));
      await expect(getCard(client, id)).rejects.toThrow(
        new TypeError(`GET /v1/cards/{cardId}: path parameter cardId must be a non-empty string, got ${got}`),
      );
      expect(sent).toHaveLength(0);
    },
  );

  it('keeps an id with /, ?, # or .. inside its own path segment', async () => {
    const { client, sent } = clientWith(() => Response.json({ code: '000000', message: 'ok', data: {} }));
    for (const id of ['../../v1/accounts', 'a?b=1', 'c#d', 'e/f']) await getCard(client, id);
    const paths = sent.filter((r) => !r.url.includes('/oauth/')).map((r) => new URL(r.url).pathname);
    expect(paths).toEqual([
      '/style-b/v1/cards/..%2F..%2Fv1%2Faccounts',
      '/style-b/v1/cards/a%3Fb%3D1',
      '/style-b/v1/cards/c%23d',
      '/style-b/v1/cards/e%2Ff',
    ]);
    await expect(getCard(client, '..')).rejects.toThrow('path parameter cardId must not be ".."');
  });
});
