import { describe, expect, it } from 'vitest';
import type { CallView } from './call-hooks';
import { createTransport } from './create-transport';
import type { LogEntry } from './logger';

const NO_WAIT = { maxRetries: 2, baseDelayMs: 0, maxDelayMs: 0, maxRetryAfterMs: 0 };
const URL_WITH_QUERY = 'https://api.test/style-b/v1/accounts?email=ann%40x.test&pageNum=1';

// Answers 503 then 200, each with a request id.
function flakyFetch() {
  let calls = 0;
  return async () => {
    calls += 1;
    const status = calls === 1 ? 503 : 200;
    return new Response('{}', { status, headers: { 'request-id': `req_${calls}` } });
  };
}

const send = (options: Parameters<typeof createTransport>[0]) =>
  createTransport(options)(
    { url: URL_WITH_QUERY, method: 'GET', headers: { 'x-access-token': 'secret' } },
    {
      retryable: true,
      timeoutMs: 1_000,
      maxRetries: 2,
      operation: { id: 'listAccounts', path: '/v1/accounts' },
    },
  );

describe('createTransport hooks', () => {
  it('shows onRequest, onResponse and onRetry a read-only view with the query redacted', async () => {
    const seen: Array<[string, CallView]> = [];
    const response = await send({
      fetch: flakyFetch(),
      retry: NO_WAIT,
      hooks: {
        onRequest: (view) => void seen.push(['request', view]),
        onResponse: (view) => void seen.push(['response', view]),
        onRetry: (view) => void seen.push(['retry', view]),
      },
    });
    expect(response.status).toBe(200);
    expect(
      seen.map(([hook, view]) => [hook, view.attempt, view.status ?? null, view.requestId ?? null]),
    ).toEqual([
      ['request', 0, null, null],
      ['response', 0, 503, 'req_1'],
      ['retry', 1, 503, 'req_1'],
      ['response', 1, 200, 'req_2'],
    ]);
    for (const [, view] of seen) {
      expect(view).toMatchObject({
        operationId: 'listAccounts',
        method: 'GET',
        urlTemplate: '/v1/accounts',
        url: 'https://api.test/style-b/v1/accounts?email=[REDACTED]&pageNum=[REDACTED]',
      });
      expect(JSON.stringify(view)).not.toContain('secret');
    }
    expect(seen[2]?.[1].reason).toBe('HTTP 503');
    expect(seen[3]?.[1].durationMs).toBeGreaterThanOrEqual(0);
  });

  it('a hook that throws or rejects does not break the call and is logged', async () => {
    const log: LogEntry[] = [];
    const response = await send({
      fetch: flakyFetch(),
      retry: NO_WAIT,
      logger: (entry) => log.push(entry),
      hooks: {
        onRequest: () => {
          throw new Error('hook bug');
        },
        onResponse: async () => {
          throw new Error('async hook bug');
        },
      },
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    const hookEntries = log.filter((entry) => entry.event === 'hook');
    expect(hookEntries.map((entry) => entry.reason).sort()).toEqual([
      'async hook bug',
      'async hook bug',
      'hook bug',
    ]);
    expect(hookEntries.every((entry) => entry.level === 'warn')).toBe(true);
  });

  it('logs the URL with query values redacted', async () => {
    const log: LogEntry[] = [];
    await send({ fetch: flakyFetch(), retry: NO_WAIT, logger: (entry) => log.push(entry) });
    expect(log.map((entry) => entry.event)).toEqual(['response', 'retry', 'response']);
    for (const entry of log) {
      expect(entry.url).toBe('https://api.test/style-b/v1/accounts?email=[REDACTED]&pageNum=[REDACTED]');
      expect(entry.headers['x-access-token']).toBe('[REDACTED]');
    }
  });
});

describe('createTransport retries', () => {
  const policy = { retryable: true, timeoutMs: 1_000, maxRetries: 2 };

  it('sends a retried Request whole on every attempt (body included)', async () => {
    const bodies: string[] = [];
    const fetch = async (input: RequestInfo | URL) => {
      bodies.push(await (input as Request).text());
      return new Response('{}', { status: bodies.length < 3 ? 502 : 201 });
    };
    const request = new Request('https://api.test/v1/cards', {
      method: 'POST',
      headers: { 'idempotency-key': 'k1' },
      body: '{"label":"Travel"}',
    });
    const response = await createTransport({ fetch, retry: NO_WAIT })(request, policy);
    expect(response.status).toBe(201);
    expect(bodies).toEqual(Array(3).fill('{"label":"Travel"}'));
  });

  it('answers the last retryable answer with its body unread once retries are spent', async () => {
    let calls = 0;
    const fetch = async () => {
      calls += 1;
      return new Response('<html>Bad Gateway</html>', { status: 502, headers: { 'retry-after': '0' } });
    };
    const response = await createTransport({ fetch, retry: NO_WAIT })(
      { url: 'https://api.test/v1/cards/c1', method: 'GET', headers: {} },
      policy,
    );
    expect([calls, response.status, await response.text()]).toEqual([3, 502, '<html>Bad Gateway</html>']);
  });

  it('never repeats a call that is not retryable', async () => {
    let calls = 0;
    const fetch = async () => {
      calls += 1;
      return new Response('{}', { status: 503 });
    };
    const response = await createTransport({ fetch, retry: NO_WAIT })(
      { url: 'https://api.test/v1/cards', method: 'POST', headers: {}, body: '{}' },
      { ...policy, retryable: false },
    );
    expect([calls, response.status]).toEqual([1, 503]);
  });

  it('retries a network failure (fetch’s TypeError) as NetworkError, and a timeout as TimeoutError', async () => {
    let calls = 0;
    const fetch = (_input: string | Request, init?: RequestInit) => {
      calls += 1;
      if (calls === 1) return Promise.reject(new TypeError('fetch failed'));
      if (calls === 2)
        return new Promise<Response>((_, reject) => init?.signal?.addEventListener('abort', reject));
      return Promise.resolve(new Response('{}'));
    };
    const reasons: Array<string | undefined> = [];
    const response = await createTransport({
      fetch,
      retry: NO_WAIT,
      hooks: { onRetry: (view) => void reasons.push(view.reason) },
    })({ url: 'https://api.test/v1/cards/c1', method: 'GET', headers: {} }, { ...policy, timeoutMs: 20 });
    expect([calls, response.status, reasons]).toEqual([3, 200, ['NetworkError', 'TimeoutError']]);
  });
});
