import { createHmac } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { createClock, createMock, type Mock } from '..';
import { call } from '../app/test-helpers';
import { getA, styleAToken } from '../style-a/operations/style-a-journey';

let mock: Mock;
afterEach(() => mock?.close());

describe('control API: Style A credit purchases', () => {
  it('raises the organization credit and delivers credit_purchase.settled signed with hex HMAC-SHA256', async () => {
    const received: Array<{ headers: Headers; body: string }> = [];
    mock = createMock({
      clock: createClock({ frozenAt: Date.parse('2026-01-01T00:00:00Z') }),
      webhookFetch: async (_url, init) => {
        received.push({ headers: new Headers(init.headers), body: String(init.body) });
        return new Response(null, { status: 200 });
      },
    });
    const token = await styleAToken(mock, 'ORG_ADMIN');
    const organizations = (await getA(mock, token, '/v1/organizations')).body.data as {
      items: Array<{ id: string; credit_cents: number }>;
    };
    const org = organizations.items[0];
    const secret = 'a-secret-for-style-a-hooks';
    await call(mock, 'POST', '/_mock/webhooks/endpoints', {
      url: 'https://hooks.example.test/a',
      style: 'a',
      secret,
    });

    const purchase = await call(mock, 'POST', `/_mock/style-a/organizations/${org?.id}/credit-purchases`, {
      amount_cents: 50_000,
    });
    expect(purchase).toMatchObject({
      status: 201,
      body: { data: { amount_cents: 50_000, status: 'SETTLED' } },
    });
    const after = (await getA(mock, token, '/v1/organizations')).body.data as {
      items: Array<{ id: string; credit_cents: number }>;
    };
    expect(after.items.find((o) => o.id === org?.id)?.credit_cents).toBe((org?.credit_cents ?? 0) + 50_000);

    await mock.idle();
    const delivery = received.find(
      (r) => (JSON.parse(r.body) as { type: string }).type === 'credit_purchase.settled',
    );
    expect(delivery).toBeDefined();
    expect(delivery?.headers.get('x-webhook-signature')).toBe(
      createHmac('sha256', secret)
        .update(delivery?.body ?? '')
        .digest('hex'),
    );
    expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
      data: { amount_cents: 50_000, status: 'SETTLED' },
    });
  });

  it('refuses a decimal amount and an unknown organization', async () => {
    mock = createMock();
    const res = await call(mock, 'POST', '/_mock/style-a/organizations/org_nope/credit-purchases', {
      amount_cents: 10,
    });
    expect(res.status).toBe(404);
    const orgId = [...mock.ctx.storage.collection<{ id: string }>('a.organizations').values()][0]?.id;
    const bad = await call(mock, 'POST', `/_mock/style-a/organizations/${orgId}/credit-purchases`, {
      amount_cents: '10.00',
    });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
  });
});

describe('control API: Style A API keys', () => {
  it('provisions a key whose secret is shown once and works at the token endpoint', async () => {
    mock = createMock();
    const orgId = [
      ...mock.ctx.storage.collection<{ id: string; parentId: string | null }>('a.organizations').values(),
    ].find((o) => o.parentId !== null)?.id;
    const res = await call(mock, 'POST', `/_mock/style-a/organizations/${orgId}/api-keys`, {
      role: 'SUPPORT',
    });
    expect(res).toMatchObject({ status: 201, body: { data: { role: 'SUPPORT', organization_id: orgId } } });
    const { client_id, client_secret } = res.body.data as { client_id: string; client_secret: string };
    const token = await call(mock, 'POST', '/style-a/v1/oauth/token', { client_id, client_secret });
    expect(token).toMatchObject({ status: 200, body: { role: 'SUPPORT' } });
    expect(JSON.stringify((await call(mock, 'GET', '/_mock/state')).body)).not.toContain(client_secret);
    expect(JSON.stringify((await call(mock, 'GET', '/_mock/config')).body)).not.toContain(client_secret);
    const reseller = await call(mock, 'POST', `/_mock/style-a/organizations/${orgId}/api-keys`, {
      role: 'RESELLER_ADMIN',
    });
    expect(reseller).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect(
      (await call(mock, 'POST', '/_mock/style-a/organizations/org_nope/api-keys', { role: 'DEVELOPER' }))
        .status,
    ).toBe(404);
  });
});
