import { createHmac, generateKeyPairSync } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  approveApplicant,
  createApplicantAs,
  orgIds,
  veritasBody,
} from '../../test/support/style-a-applicants';
import { asRole, issuedCard } from '../../test/support/style-a-cards';
import { getA, styleAToken } from '../../test/support/style-a-journey';
import { call, testMock } from '../../test/support/test-mock';
import { createClock, createMock, type Mock, type MockConfig } from '..';

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
    // Whole cents from 1 to 100,000,000: the contract's range (the domain takes typed input).
    for (const amount_cents of ['10.00', 1.5, 0, 100_000_001]) {
      const bad = await call(mock, 'POST', `/_mock/style-a/organizations/${orgId}/credit-purchases`, {
        amount_cents,
      });
      expect(bad).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
      expect((bad.body.error as { message: string }).message).toMatch(/^amount_cents /);
    }
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

describe('control API: Style A KYC decision', () => {
  it('approves like a GREEN callback: APPROVED, verification_url gone, applicant.approved emitted', async () => {
    mock = testMock();
    const events: string[] = [];
    mock.onEvent((event) => events.push(event.type));
    const applicant = await createApplicantAs(mock, 'DEVELOPER', { email: 'grace@example.com' });
    expect(applicant.verification_url).toMatch(/\/style-a\/hosted\/veritas\/verify\/app_/);

    const decided = await call(mock, 'POST', `/_mock/style-a/applicants/${applicant.id}/kyc-decision`, {
      status: 'APPROVED',
    });
    expect(decided).toMatchObject({
      status: 200,
      body: { data: { applicant_id: applicant.id, kyc_status: 'APPROVED', reason: null } },
    });
    const token = await styleAToken(mock, 'DEVELOPER');
    const after = (await getA(mock, token, `/v1/applicants/${applicant.id}`)).body.data;
    expect(after).toMatchObject({
      kyc_status: 'APPROVED',
      verification_url: null,
      applicant_id: applicant.id,
    });
    expect(events).toEqual(['applicant.approved']);
    // Now the issuer handoff works, as after the provider's callback.
    const submitted = await asRole(mock, 'DEVELOPER', 'POST', `/v1/applicants/${applicant.id}/submit`);
    expect(submitted.body.data).toMatchObject({ issuer_status: 'PENDING' });
  });

  it('rejects like a RED callback, keeps the reason, may approve later, and refuses once APPROVED', async () => {
    mock = testMock();
    const applicant = await createApplicantAs(mock, 'DEVELOPER');
    const path = `/_mock/style-a/applicants/${applicant.id}/kyc-decision`;
    expect(await call(mock, 'POST', path, { status: 'REJECTED', reason: 'selfie mismatch' })).toMatchObject({
      status: 200,
      body: { data: { kyc_status: 'REJECTED', reason: 'selfie mismatch' } },
    });
    const submit = await asRole(mock, 'DEVELOPER', 'POST', `/v1/applicants/${applicant.id}/submit`);
    expect(submit.status).toBe(400);
    expect((await call(mock, 'POST', path, { status: 'APPROVED' })).body).toMatchObject({
      data: { kyc_status: 'APPROVED' },
    });
    expect(await call(mock, 'POST', path, { status: 'REJECTED' })).toMatchObject({
      status: 409,
      body: { error: { code: 'CONFLICT' } },
    });
  });

  it('answers bad input in the control envelope', async () => {
    mock = testMock();
    const applicant = await createApplicantAs(mock, 'DEVELOPER');
    const path = `/_mock/style-a/applicants/${applicant.id}/kyc-decision`;
    for (const body of [
      { status: 'GREEN' },
      {},
      { status: 'APPROVED', reason: 7 },
      { status: 'APPROVED', x: 1 },
    ]) {
      expect(await call(mock, 'POST', path, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: { code: 'INVALID_REQUEST' } },
      });
    }
    expect(
      await call(mock, 'POST', '/_mock/style-a/applicants/app_none/kyc-decision', { status: 'APPROVED' }),
    ).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
  });
});

describe('control API: Style A organization settings', () => {
  it('pciRevealEnabled false makes payment-details 403, and true again allows it', async () => {
    mock = testMock();
    const { card } = await issuedCard(mock, 'PREPAID');
    const { publicKey } = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    const reveal = () =>
      asRole(mock, 'DEVELOPER', 'POST', `/v1/cards/${card.id}/payment-details`, {
        encryption: { public_key_pem: publicKey },
      });
    const { child } = orgIds(mock);
    const off = await call(mock, 'PATCH', `/_mock/style-a/organizations/${child}`, {
      pciRevealEnabled: false,
    });
    expect(off).toMatchObject({
      status: 200,
      body: {
        data: {
          organization_id: child,
          pciRevealEnabled: false,
          issuerConfigured: true,
          kycConfigured: true,
        },
      },
    });
    expect((await reveal()).status).toBe(403);
    await call(mock, 'PATCH', `/_mock/style-a/organizations/${child}`, { pciRevealEnabled: true });
    expect((await reveal()).status).toBe(200);
  });

  it('kycConfigured false gives KYC_NOT_CONFIGURED, issuerConfigured false RAIL_NOT_CONFIGURED', async () => {
    mock = testMock();
    const applicant = await createApplicantAs(mock, 'DEVELOPER');
    await approveApplicant(mock, applicant.id);
    const { child } = orgIds(mock);
    await call(mock, 'PATCH', `/_mock/style-a/organizations/${child}`, { issuerConfigured: false });
    expect(
      (await asRole(mock, 'DEVELOPER', 'POST', `/v1/applicants/${applicant.id}/submit`)).body,
    ).toMatchObject({
      error: { code: 'RAIL_NOT_CONFIGURED' },
    });
    await call(mock, 'PATCH', `/_mock/style-a/organizations/${child}`, { kycConfigured: false });
    expect((await asRole(mock, 'ORG_ADMIN', 'GET', '/v1/kyc/config')).body).toMatchObject({
      error: { code: 'KYC_NOT_CONFIGURED' },
    });
    // Back to the seed.
    await call(mock, 'POST', '/_mock/reset');
    expect((await asRole(mock, 'ORG_ADMIN', 'GET', '/v1/kyc/config')).status).toBe(200);
  });

  it('refuses non-booleans, unknown fields, an empty body and unknown organizations', async () => {
    mock = testMock();
    const path = `/_mock/style-a/organizations/${orgIds(mock).child}`;
    for (const body of [{ pciRevealEnabled: 'false' }, { kycConfigured: null }, { name: 'x' }, {}]) {
      expect(await call(mock, 'PATCH', path, body), JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: { code: 'INVALID_REQUEST' } },
      });
    }
    expect(
      await call(mock, 'PATCH', '/_mock/style-a/organizations/org_none', { kycConfigured: true }),
    ).toMatchObject({ status: 404 });
  });
});

describe('control API: config lists the provider callback secrets', () => {
  it('a callback signed with node:crypto and the listed KYC secret approves the applicant', async () => {
    mock = testMock();
    const applicant = await createApplicantAs(mock, 'DEVELOPER');
    const config = (await call(mock, 'GET', '/_mock/config')).body.data as MockConfig;
    const child = config.styleA.organizations.find((o) => o.id === applicant.organization_id);
    expect(child?.parentId).not.toBeNull();
    expect(config.styleA.organizations[0]?.parentId).toBeNull();
    const kyc = child?.callbacks.kyc;
    expect(kyc).toMatchObject({
      provider: 'veritas',
      url: 'http://127.0.0.1:4010/style-a/v1/webhooks/veritas',
      signatureHeader: 'x-veritas-signature',
    });
    expect(child?.callbacks.wallet).toMatchObject({
      signatureHeader: 'x-walletkit-signature-256',
      signatureFormat: 'sha256=<hex>',
    });
    const raw = veritasBody(applicant.id, 'GREEN');
    const res = await call(mock, 'POST', new URL(kyc?.url ?? '').pathname, raw, {
      [kyc?.signatureHeader ?? '']: createHmac('sha256', kyc?.secret ?? '')
        .update(raw)
        .digest('hex'),
    });
    expect(res.status).toBe(200);
    const token = await styleAToken(mock, 'DEVELOPER');
    expect((await getA(mock, token, `/v1/applicants/${applicant.id}`)).body.data).toMatchObject({
      kyc_status: 'APPROVED',
    });
  });
});

describe('control API: Style A stablecoin deposits (A-57)', () => {
  it('deposits, freezes and unfreezes; funding balances and card funding follow', async () => {
    mock = testMock();
    const { applicant, card } = await issuedCard(mock, 'PREPAID');
    const path = `/_mock/style-a/applicants/${applicant.id}/deposits`;
    const balances = async () =>
      (await asRole(mock, 'SUPPORT', 'GET', `/v1/applicants/${applicant.id}/funding/balances`)).body.data;
    const deposited = await call(mock, 'POST', path, { currency: 'USDC', amount: '100' });
    expect(deposited).toMatchObject({ status: 201, body: { data: await balances() } });
    expect(await balances()).toMatchObject({
      deposit: [
        { currency: 'USDC', available: '100.000000', frozen: '0.000000' },
        { currency: 'USDT', available: '0.000000', frozen: '0.000000' },
      ],
      available_to_fund_usd: 600,
    });
    const frozen = await call(mock, 'POST', `${path}/freeze`, { currency: 'USDC', amount: '40.5' });
    expect(frozen.body).toMatchObject({
      data: { deposit: [{ available: '59.500000', frozen: '40.500000' }, {}], available_to_fund_usd: 559.5 },
    });
    const fund = (amount_cents: number) =>
      asRole(mock, 'DEVELOPER', 'POST', `/v1/cards/${card.id}/fund`, { amount_cents });
    expect((await fund(55_000)).body.data).toMatchObject({ balance_cents: 55_000 });
    expect(await balances()).toMatchObject({
      deposit: [{ available: '9.500000', frozen: '40.500000' }, {}],
      available_to_fund_usd: 9.5,
    });
    // The frozen part cannot fund a card until it is unfrozen.
    expect(await fund(951)).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    await call(mock, 'POST', `${path}/unfreeze`, { currency: 'USDC', amount: '40.50' });
    expect((await fund(951)).body.data).toMatchObject({ balance_cents: 55_951 });
  });

  it('names what is wrong: currency, amount beyond the wallet, unknown applicant', async () => {
    mock = testMock();
    const applicant = await createApplicantAs(mock, 'DEVELOPER', { email: 'dep@example.com' });
    const path = `/_mock/style-a/applicants/${applicant.id}/deposits`;
    expect(await call(mock, 'POST', path, { currency: 'DAI', amount: '1' })).toMatchObject({ status: 400 });
    expect(await call(mock, 'POST', path, { currency: 'USDT', amount: '1.001' })).toMatchObject({
      status: 400,
    });
    const tooMuch = await call(mock, 'POST', `${path}/freeze`, { currency: 'USDT', amount: '1' });
    expect(tooMuch).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect(JSON.stringify(tooMuch.body)).toContain('amount');
    const unknown = '/_mock/style-a/applicants/app_nope/deposits';
    expect(await call(mock, 'POST', unknown, { currency: 'USDC', amount: '1' })).toMatchObject({
      status: 404,
    });
  });
});
