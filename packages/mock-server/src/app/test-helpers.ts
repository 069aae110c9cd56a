import { createClock } from '../domain';
import { createMock, type Mock, type MockOptions } from './create-mock';

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
 * Runs Style B's two-step OAuth against the mock and answers the access token.
 *
 * @example
 * const token = await styleBToken(mock);
 */
export async function styleBToken(
  mock: Mock,
  environment: 'sandbox' | 'production' = 'sandbox',
): Promise<string> {
  const { clientId, clientSecret, productionClientId, productionClientSecret } = mock.seeded.styleB;
  const id = environment === 'sandbox' ? clientId : productionClientId;
  const secret = environment === 'sandbox' ? clientSecret : productionClientSecret;
  const base = environment === 'sandbox' ? '/style-b' : '/style-b-production';
  const authorized = await call(mock, 'GET', `${base}/v1/oauth/authorize?clientId=${id}`);
  const code = (authorized.body.data as { code: string }).code;
  const tokens = await call(mock, 'POST', `${base}/v1/oauth/access-token`, {
    clientId: id,
    clientSecret: secret,
    code,
  });
  return (tokens.body.data as { accessToken: string }).accessToken;
}
