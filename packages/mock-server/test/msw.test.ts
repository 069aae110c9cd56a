import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createClock, createMock } from '../src';
import { createMockHandlers } from '../src/msw';
import { expectJourney } from './support/journey-assertions';
import { runStyleBJourney } from './support/style-b-full-journey';

// Runs twice: with msw 3 (project mock-server) and msw 2 (project mock-server-msw2 aliases msw to msw-v2).
const T0 = Date.parse('2026-01-01T00:00:00Z');
const mock = createMock({ clock: createClock({ frozenAt: T0 }) });
const BASE = 'https://sandbox.cards.example.test/api';
// As the README sets it up, strict about unhandled requests under msw 3 and msw 2 alike (msw 3 renamed
// onUnhandledRequest to onUnhandledFrame; each version ignores the other's name). The SDKs' MSW suites use
// the same setup from @card-issuance/test-support/msw.
const server = setupServer(
  ...createMockHandlers(mock, { styleBBaseUrl: BASE, controlUrl: 'https://mock.example.test/_mock' }),
  // At the mock's own base URLs too: there the handlers pass the request on as it is.
  ...createMockHandlers(mock),
);
beforeAll(() =>
  server.listen({ onUnhandledRequest: 'error', onUnhandledFrame: 'error' } as Parameters<
    typeof server.listen
  >[0]),
);
afterEach(() => mock.reset());
afterAll(() => {
  server.close();
  mock.close();
});

async function json(response: Response) {
  return {
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
    headers: response.headers,
  };
}

async function token(): Promise<string> {
  const { clientId, clientSecret } = mock.seeded.styleB;
  const { body } = await json(await fetch(`${BASE}/v1/oauth/authorize?clientId=${clientId}`));
  const code = (body.data as { code: string }).code;
  const tokens = await json(
    await fetch(`${BASE}/v1/oauth/access-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ clientId, clientSecret, code }),
    }),
  );
  return (tokens.body.data as { accessToken: string }).accessToken;
}

describe('MSW handlers with plain fetch', () => {
  it('runs the whole Style B journey at a production-like base URL, every response matching the contract', async () => {
    const { styleB } = mock.config();
    const steps = await runStyleBJourney({
      ...styleB,
      baseUrl: BASE,
      controlUrl: 'https://mock.example.test/_mock',
      fetch: (input, init) => fetch(input, init),
    });
    expectJourney(steps);
  });

  it('serves the Style B journey at a production-like base URL', async () => {
    const headers = { 'x-access-token': await token(), 'content-type': 'application/json' };
    const registered = await json(
      await fetch(`${BASE}/v1/accounts/register`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'Ann Lee',
          email: 'ann@example.com',
          parentAccountId: mock.seeded.styleB.parentAccountId,
        }),
      }),
    );
    expect(registered.body).toMatchObject({ code: '000000' });
    expect(registered.headers.get('request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const { accountId } = registered.body.data as { accountId: string };
    const found = await json(await fetch(`${BASE}/v1/accounts?email=ann@example.com`, { headers }));
    expect(found.body).toMatchObject({ data: { list: [{ accountId }] } });
    expect((await json(await fetch(`${BASE}/v1/nope`, { headers }))).body).toMatchObject({ code: '40499' });
  });

  it('reaches the control API and turns an injected network error into a failed fetch', async () => {
    const fault = await fetch('https://mock.example.test/_mock/faults', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ count: 1, effect: { type: 'network-error' } }),
    });
    expect(fault.status).toBe(201);
    await expect(fetch(`${BASE}/v1/oauth/authorize?clientId=x`)).rejects.toThrow(TypeError);
  });

  it('at the mock’s own base URLs, passes the request on as it is: method, headers, body and query', async () => {
    const { styleB } = mock.config();
    const headers = { 'x-access-token': await token(), 'content-type': 'application/json' };
    const registered = await json(
      await fetch(`${styleB.baseUrl}/v1/accounts/register`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          name: 'Bo Lin',
          email: 'bo@example.com',
          parentAccountId: styleB.parentAccountId,
        }),
      }),
    );
    expect(registered.body).toMatchObject({ code: '000000' });
    const { accountId } = registered.body.data as { accountId: string };
    const found = await json(await fetch(`${styleB.baseUrl}/v1/accounts?email=bo@example.com`, { headers }));
    expect(found.body).toMatchObject({ data: { list: [{ accountId }] } });
    const missing = await json(
      await fetch(`${styleB.baseUrl}/v1/accounts?email=nobody@example.com`, { headers }),
    );
    expect(missing.body).toMatchObject({ data: { list: [] } });
  });
});
