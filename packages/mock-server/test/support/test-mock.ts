import { createMock, type Mock, type MockOptions } from '../../src/app/create-mock';
import { createClock } from '../../src/domain';
import { styleBToken as journeyToken } from '../../src/testing/style-b-journeys';

/** 2026-01-01T00:00:00Z: tests start frozen here and move time with the clock, never by sleeping. */
export const T0 = Date.parse('2026-01-01T00:00:00Z');
export const ORIGIN = 'http://127.0.0.1:4010';

/**
 * A mock on a frozen clock, for tests.
 *
 * @example
 * const mock = testMock();
 */
export function testMock(options: MockOptions = {}): Mock {
  return createMock({ clock: createClock({ frozenAt: T0 }), ...options });
}

/**
 * Calls the mock with a JSON body and parses the JSON answer.
 *
 * @example
 * const { status, body } = await call(mock, 'POST', '/style-b/v1/oauth/access-token', { clientId });
 */
export async function call(
  mock: Mock,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown>; headers: Headers }> {
  const init: RequestInit = { method, headers: { ...headers } };
  if (body !== undefined) {
    init.body = typeof body === 'string' ? body : JSON.stringify(body);
    (init.headers as Record<string, string>)['content-type'] = 'application/json';
  }
  const response = await mock.fetch(`${ORIGIN}${path}`, init);
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    headers: response.headers,
  };
}

/**
 * Runs Style B's two-step OAuth against the mock and answers the access token (the `/testing` journey's,
 * on `mock.fetch`).
 *
 * @example
 * const token = await styleBToken(mock);
 */
export function styleBToken(mock: Mock, environment: 'sandbox' | 'production' = 'sandbox'): Promise<string> {
  return journeyToken({ fetch: mock.fetch, config: mock.config() }, environment);
}
