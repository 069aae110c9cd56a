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
  StyleAApiError,
  type StyleAClientOptions,
  StyleAConnectionError,
} from '../src';
import { clientFor, frozenMock } from './support/setup';

// The mock issues the token; `answer` stands in for the service (or a proxy in front of it) on every
// other call. `sent` is every request that reached the network, the token's included.
const mock = frozenMock();
afterAll(() => mock.close());

function clientWith(
  answer: (request: Request) => Response | Promise<Response>,
  options: Partial<StyleAClientOptions> = {},
) {
  const sent: Request[] = [];
  // Called as the global fetch is (a method's call: the URL and a RequestInit); the test reads a Request.
  const fetch = async (input: string | Request, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request);
    return new URL(request.url).pathname.endsWith('/v1/oauth/token') ? mock.fetch(request) : answer(request);
  };
  return { client: clientFor(mock, { fetch, retry: { maxRetries: 0 }, ...options }), sent };
}

const html = (title: string) =>
  `<!DOCTYPE html><html><head><title>${title}</title></head><body><h1>${title}</h1>${'<p>filler</p>'.repeat(1_000)}</body></html>`;
const envelope = (status: number, code: string, headers: Record<string, string> = {}) =>
  Response.json(
    { error: { code, message: `${code} here` } },
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
    const error = await client.cards.get('card_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StyleAApiError);
    expect(error).toMatchObject({
      code: 'INVALID_RESPONSE',
      status: 200,
      requestId: 'req_proxy',
      method: 'GET',
      path: '/v1/cards/{id}',
    });
    const { body, message } = error as StyleAApiError;
    expect(message).toContain('"Sign in - Corp Proxy"');
    expect(body).toEqual(html('Sign in - Corp Proxy').slice(0, 4096));
  });

  it("keeps an HTML 502's page in body, and says what it was in the message", async () => {
    const page = '<html><head><title>502 Bad Gateway</title></head><body>nginx</body></html>';
    const { client } = clientWith(() => new Response(page, { status: 502, statusText: 'Bad Gateway' }));
    const error = await client.cards.get('card_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(InternalServerError);
    expect(error).toMatchObject({ code: '502', status: 502, body: page });
    expect((error as Error).message).toBe(
      '502: HTTP 502 Bad Gateway, a body that is not JSON: "502 Bad Gateway" (GET /v1/cards/{id}, HTTP 502)',
    );
  });
});

describe('status families', () => {
  it.each([
    [400, 'VALIDATION_ERROR', BadRequestError],
    [422, 'UNPROCESSABLE', BadRequestError],
    [401, 'UNAUTHORIZED', AuthenticationError],
    [403, 'FORBIDDEN', PermissionDeniedError],
    [404, 'NOT_FOUND', NotFoundError],
    [409, 'CONFLICT', ConflictError],
    [429, 'RATE_LIMITED', RateLimitError],
    [500, 'INTERNAL_ERROR', InternalServerError],
    [503, 'SERVICE_UNAVAILABLE', InternalServerError],
  ])('HTTP %i %s is a %o, under StyleAApiError', async (status, code, Class) => {
    const { client } = clientWith(() => envelope(status, code, { 'x-ratelimit-remaining': '0' }));
    const error = await client.cards.get('card_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Class);
    expect(error).toBeInstanceOf(StyleAApiError);
    expect(error).toMatchObject({ name: Class.name, code, status, requestId: 'req_1' });
    expect((error as StyleAApiError).headers.get('x-ratelimit-remaining')).toBe('0');
  });

  it('any other status is a plain StyleAApiError', async () => {
    const { client } = clientWith(() => envelope(405, 'METHOD_NOT_ALLOWED'));
    const error = await client.cards.get('card_1').catch((e: unknown) => e);
    expect((error as Error).constructor).toBe(StyleAApiError);
  });

  it('lets the caller read Retry-After once the retries are spent, and no request header', async () => {
    const { client, sent } = clientWith(() => envelope(429, 'RATE_LIMITED', { 'retry-after': '7' }), {
      retry: { maxRetries: 1, baseDelayMs: 1, maxDelayMs: 1, maxRetryAfterMs: 1 },
    });
    const error = await client.cards.get('card_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(RateLimitError);
    expect((error as RateLimitError).headers.get('retry-after')).toBe('7');
    expect((error as RateLimitError).retryAfterMs).toBe(7_000);
    expect((error as RateLimitError).headers.has('authorization')).toBe(false);
    const token = sent.at(-1)?.headers.get('authorization')?.replace('Bearer ', '') ?? 'none';
    expect(`${JSON.stringify(error)} ${[...(error as RateLimitError).headers].join()}`).not.toContain(token);
  });

  it('a call that timed out is a ConnectionTimeoutError, under StyleAConnectionError', async () => {
    const { client } = clientWith(
      (request) =>
        new Promise((_, reject) =>
          request.signal.addEventListener('abort', () => reject(request.signal.reason)),
        ),
      { timeoutMs: 20 },
    );
    const error = await client.cards.get('card_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ConnectionTimeoutError);
    expect(error).toBeInstanceOf(StyleAConnectionError);
    expect(error).toMatchObject({ name: 'ConnectionTimeoutError', timedOut: true, path: '/v1/cards/{id}' });
  });
});

describe('misconfiguration and bad ids fail before anything is sent', () => {
  it.each([
    [{ clientSecret: '' }, 'createStyleAClient: clientSecret is required'],
    [{ baseUrl: '127.0.0.1:4010/style-a' }, 'createStyleAClient: baseUrl must be an absolute http(s) URL'],
    [{ baseUrl: 'localhost:4010/style-a' }, 'createStyleAClient: baseUrl must be an absolute http(s) URL'],
    [{ timeoutMs: -1 }, 'createStyleAClient: timeoutMs must be'],
    [{ logLevel: 'verbose' as never }, 'createStyleAClient: logLevel must be one of'],
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
      const { client, sent } = clientWith(() => envelope(500, 'INTERNAL_ERROR'));
      await expect(client.cards.get(id as never)).rejects.toThrow(
        new TypeError(`GET /v1/cards/{id}: path parameter id must be a non-empty string, got ${got}`),
      );
      expect(sent).toHaveLength(0);
    },
  );

  it('keeps an id with /, ?, # or .. inside its own path segment', async () => {
    const { client, sent } = clientWith(() => Response.json({ data: { id: 'x' } }));
    for (const id of ['../../v1/programs', 'a?b=1', 'c#d', 'e/f']) await client.cards.get(id);
    const paths = sent.filter((r) => !r.url.endsWith('/oauth/token')).map((r) => new URL(r.url).pathname);
    expect(paths).toEqual([
      '/style-a/v1/cards/..%2F..%2Fv1%2Fprograms',
      '/style-a/v1/cards/a%3Fb%3D1',
      '/style-a/v1/cards/c%23d',
      '/style-a/v1/cards/e%2Ff',
    ]);
    await expect(client.cards.get('..')).rejects.toThrow('path parameter id must not be ".."');
  });
});
