import { decodeJwt } from 'jose';
import { afterEach, describe, expect, it } from 'vitest';
import { createMock, type Mock, type MockConfig } from '../src';
import { type ListeningMock, listen } from '../src/node';

let mock: Mock;
let server: ListeningMock;
afterEach(async () => {
  await server?.close();
  mock?.close();
});

type Json = Record<string, unknown>;

// G-27: everything the mock hands out names the address it actually serves, whatever the port.
describe('URLs follow the address served (--port 0)', () => {
  it('config, JWT iss, verification_url, veritasWebhookUrl, Link headers and widget URLs name the port', async () => {
    mock = createMock();
    server = await listen(mock, { port: 0 });
    expect(server.port).not.toBe(4010);
    const origin = server.origin;
    expect(mock.origin).toBe(origin);
    const get = async (url: string, init?: RequestInit) => {
      const res = await fetch(url, init);
      return { res, body: (await res.json()) as Json };
    };

    const config = (await get(`${origin}/_mock/config`)).body.data as MockConfig;
    expect(config.controlUrl).toBe(`${origin}/_mock`);
    expect(config.styleA.baseUrl).toBe(`${origin}/style-a`);
    expect(config.styleB.baseUrl).toBe(`${origin}/style-b`);
    expect(config.styleB.productionBaseUrl).toBe(`${origin}/style-b-production`);
    for (const organization of config.styleA.organizations) {
      for (const callback of Object.values(organization.callbacks)) {
        expect(callback.url.startsWith(`${origin}/style-a/v1/webhooks/`)).toBe(true);
      }
    }

    const base = config.styleA.baseUrl;
    const admin = config.styleA.apiKeys.ORG_ADMIN;
    const token = (
      await get(`${base}/v1/oauth/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ client_id: admin.clientId, client_secret: admin.clientSecret }),
      })
    ).body.access_token as string;
    expect(decodeJwt(token).iss).toBe(base);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };

    const applicant = (
      await get(`${base}/v1/applicants`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ type: 'INDIVIDUAL', first_name: 'Ada', last_name: 'Lovelace' }),
      })
    ).body.data as Json;
    expect(String(applicant.verification_url).startsWith(`${base}/hosted/veritas/verify/`)).toBe(true);
    // The page is really served there.
    expect((await fetch(String(applicant.verification_url))).status).toBe(200);

    const kycConfig = (await get(`${base}/v1/kyc/config`, { headers: auth })).body.data as Json;
    expect(kycConfig.veritasWebhookUrl).toBe(`${base}/v1/webhooks/veritas`);

    const legacy = await fetch(`${base}/webhooks/veritas`, { method: 'POST', body: '{}' });
    expect(legacy.headers.get('link')).toBe(`<${base}/v1/webhooks/veritas>; rel="successor-version"`);
  });

  it('the widget URLs of both styles name the port', async () => {
    mock = createMock();
    server = await listen(mock, { port: 0 });
    const { issuedCard } = await import('./support/style-a-cards');
    const { card } = await issuedCard(mock, 'PREPAID');
    const token = mock.seeded.styleA.apiKeys.DEVELOPER;
    const issued = await fetch(`${server.origin}/style-a/v1/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ client_id: token.clientId, client_secret: token.clientSecret }),
    });
    const bearer = ((await issued.json()) as Json).access_token as string;
    const details = await fetch(`${server.origin}/style-a/v1/cards/${card.id}/secure-details`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    const { data } = (await details.json()) as { data: { script_url: string; iframe_origin: string } };
    expect(data.script_url).toBe(`${server.origin}/style-a/widget/v1/card-widget.js`);
    expect(new URL(data.iframe_origin).port).toBe(String(server.port));
  });
});
