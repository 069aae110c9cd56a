import { afterEach, describe, expect, it } from 'vitest';
import { createApplicantAs, hmacHex, orgIds, veritasBody } from '../../../test/support/style-a-applicants';
import { callA } from '../../../test/support/style-a-journey';
import { call, testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';
import { listProviderCallbacks } from '../../domain/applicants';
import { providerSecrets, setProviderNames } from '../../domain/organizations';

let mock: Mock;
afterEach(() => mock?.close());

const kycStatus = async (id: string) =>
  (mock.ctx.storage.collection<{ kycStatus: string }>('a.applicants').get(id) ?? { kycStatus: '' }).kycStatus;
const unauthorized = { status: 401, body: { error: { code: 'UNAUTHORIZED' } } };
const received = { status: 200, body: { data: { received: true } } };

describe.each(['/v1/webhooks/veritas', '/webhooks/veritas'])('POST %s (KYC provider)', (path) => {
  const post = (raw: string, headers: Record<string, string>) => callA(mock, 'POST', path, raw, headers);
  const sign = (raw: string, secret = providerSecrets(mock.ctx, orgIds(mock).child).kyc) => ({
    'x-veritas-signature': hmacHex(secret, raw),
  });

  it('GREEN approves and RED rejects, under the organization secret', async () => {
    mock = testMock();
    const ada = await createApplicantAs(mock, 'DEVELOPER');
    const bob = await createApplicantAs(mock, 'DEVELOPER');
    expect(await post(veritasBody(ada.id), sign(veritasBody(ada.id)))).toMatchObject(received);
    expect(await post(veritasBody(bob.id, 'RED'), sign(veritasBody(bob.id, 'RED')))).toMatchObject(received);
    expect([await kycStatus(ada.id), await kycStatus(bob.id)]).toEqual(['APPROVED', 'REJECTED']);
  });

  it('refuses a missing, wrong or foreign-key signature with 401 and changes nothing', async () => {
    mock = testMock();
    const ada = await createApplicantAs(mock, 'DEVELOPER');
    const raw = veritasBody(ada.id);
    const secrets = providerSecrets(mock.ctx, orgIds(mock).child);
    for (const headers of [
      {},
      { 'x-veritas-signature': '' },
      { 'x-veritas-signature': 'f'.repeat(64) },
      sign(`${raw} `),
      sign(raw, secrets.issuer),
      sign(raw, 'veritas_example_secret'),
    ]) {
      expect(await post(raw, headers), JSON.stringify(headers)).toMatchObject(unauthorized);
    }
    expect(await kycStatus(ada.id)).toBe('NOT_STARTED');
    expect(listProviderCallbacks(mock.ctx)).toEqual([]);
  });

  it('acknowledges and ignores an unknown applicant, or one of another organization', async () => {
    mock = testMock();
    const ada = await createApplicantAs(mock, 'DEVELOPER');
    expect(await post(veritasBody('app_unknown'), sign(veritasBody('app_unknown')))).toMatchObject(received);
    const resellerSecret = providerSecrets(mock.ctx, orgIds(mock).reseller).kyc;
    expect(await post(veritasBody(ada.id), sign(veritasBody(ada.id), resellerSecret))).toMatchObject(
      received,
    );
    expect(await kycStatus(ada.id)).toBe('NOT_STARTED');
    expect(listProviderCallbacks(mock.ctx).map((c) => c.outcome)).toEqual(['ignored', 'ignored']);
  });

  it('answers 400 INVALID_REQUEST for a signed but malformed body', async () => {
    mock = testMock();
    const ada = await createApplicantAs(mock, 'DEVELOPER');
    const good = JSON.parse(veritasBody(ada.id)) as Record<string, unknown>;
    for (const raw of [
      '{not json',
      '[]',
      JSON.stringify({ ...good, review_answer: 'YELLOW' }),
      JSON.stringify({ ...good, applicant_id: undefined }),
      JSON.stringify({ ...good, type: undefined }),
      JSON.stringify({ ...good, created_at: 'yesterday' }),
    ]) {
      const res = await post(raw, sign(raw));
      expect(res, raw).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    }
    expect(await kycStatus(ada.id)).toBe('NOT_STARTED');
  });

  it(`${path.startsWith('/v1') ? 'has no' : 'has'} Deprecation and Link headers (G-2)`, async () => {
    mock = testMock();
    const raw = veritasBody('app_unknown');
    for (const res of [await post(raw, sign(raw)), await post(raw, {})]) {
      if (path.startsWith('/v1')) {
        expect(res.headers.get('deprecation')).toBeNull();
      } else {
        expect(res.headers.get('deprecation')).toMatch(/^@[0-9]+$/);
        expect(res.headers.get('link')).toBe(
          '<http://127.0.0.1:4010/style-a/v1/webhooks/veritas>; rel="successor-version"',
        );
      }
    }
  });
});

describe('issuer and wallet provider callbacks', () => {
  const event = JSON.stringify({
    event: 'card.status_changed',
    data: { card_id: 'crl_1', status: 'FROZEN' },
  });

  it('accepts a cardrail callback signed in x-cardrail-signature and records it', async () => {
    mock = testMock();
    const { issuer, kyc } = providerSecrets(mock.ctx, orgIds(mock).reseller);
    const post = (raw: string, headers: Record<string, string>) =>
      callA(mock, 'POST', '/v1/webhooks/cardrail', raw, headers);
    expect(await post(event, {})).toMatchObject(unauthorized);
    expect(await post(event, { 'x-cardrail-signature': hmacHex(kyc, event) })).toMatchObject(unauthorized);
    expect(await post(event, { 'x-cardrail-signature': hmacHex(issuer, event) })).toMatchObject(received);
    const noData = JSON.stringify({ event: 'x' });
    const bad = await post(noData, { 'x-cardrail-signature': hmacHex(issuer, noData) });
    expect(bad).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect(listProviderCallbacks(mock.ctx)).toEqual([
      expect.objectContaining({
        kind: 'issuer',
        organizationId: orgIds(mock).reseller,
        payload: JSON.parse(event),
      }),
    ]);
  });

  it('accepts a walletkit callback with x-walletkit-signature-256: sha256=<hex> only', async () => {
    mock = testMock();
    const { wallet } = providerSecrets(mock.ctx, orgIds(mock).child);
    const post = (raw: string, signature?: string) =>
      callA(
        mock,
        'POST',
        '/v1/webhooks/walletkit',
        raw,
        signature ? { 'x-walletkit-signature-256': signature } : {},
      );
    const hex = hmacHex(wallet, event);
    expect(await post(event)).toMatchObject(unauthorized);
    expect(await post(event, hex)).toMatchObject(unauthorized);
    expect(await post(event, `sha256=${hmacHex('nope', event)}`)).toMatchObject(unauthorized);
    expect(await post(event, `sha256=${hex}`)).toMatchObject(received);
    const noEvent = JSON.stringify({ data: {} });
    expect(await post(noEvent, `sha256=${hmacHex(wallet, noEvent)}`)).toMatchObject({ status: 400 });
    expect(listProviderCallbacks(mock.ctx).map((c) => [c.kind, c.organizationId])).toEqual([
      ['wallet', orgIds(mock).child],
    ]);
  });

  it('follows renamed providers (G-10): paths and signature headers', async () => {
    mock = testMock({ settings: { kycProvider: 'idcheck' } });
    setProviderNames(mock.ctx, { wallet: 'passkit' });
    const { wallet, kyc } = providerSecrets(mock.ctx, orgIds(mock).child);
    const renamed = await call(mock, 'POST', '/style-a/v1/webhooks/passkit', event, {
      'x-passkit-signature-256': `sha256=${hmacHex(wallet, event)}`,
    });
    expect(renamed).toMatchObject(received);
    // The spec is written with the defaults, so renamed paths are checked without the contract.
    const old = await call(mock, 'POST', '/style-a/v1/webhooks/walletkit', event, {
      'x-walletkit-signature-256': `sha256=${hmacHex(wallet, event)}`,
    });
    expect(old).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    const raw = veritasBody('app_unknown');
    const idcheck = await call(mock, 'POST', '/style-a/v1/webhooks/idcheck', raw, {
      'x-idcheck-signature': hmacHex(kyc, raw),
    });
    expect(idcheck).toMatchObject(received);
    const legacy = await call(mock, 'POST', '/style-a/webhooks/idcheck', raw, {
      'x-idcheck-signature': hmacHex(kyc, raw),
    });
    expect(legacy.headers.get('link')).toContain('/v1/webhooks/idcheck');
  });
});
