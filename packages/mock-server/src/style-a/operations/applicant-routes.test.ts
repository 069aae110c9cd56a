import { afterEach, describe, expect, it } from 'vitest';
import { approveApplicant, createApplicantAs, orgIds } from '../../../test/support/style-a-applicants';
import { callA, styleAToken } from '../../../test/support/style-a-journey';
import { testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';
import type { DomainEvent } from '../../domain';
import {
  ORGANIZATIONS,
  type OrganizationRecord,
  ROLES,
  type Role,
  setShareRecipient,
} from '../../domain/organizations';

type Json = Record<string, unknown>;
let mock: Mock;
afterEach(() => mock?.close());

const as = async (role: Role, method: string, path: string, body?: unknown) =>
  callA(mock, method, path, body, { authorization: `Bearer ${await styleAToken(mock, role)}` });

function updateOrganization(id: string, change: Partial<OrganizationRecord>): void {
  const organizations = mock.ctx.storage.collection<OrganizationRecord>(ORGANIZATIONS);
  const current = organizations.get(id);
  if (current) organizations.put(id, { ...current, ...change });
}

describe('applicants', () => {
  it('creates a NOT_STARTED applicant with a verification URL, then gets and lists it newest first', async () => {
    mock = testMock();
    const first = await createApplicantAs(mock, 'DEVELOPER', { email: 'ada@example.com' });
    expect(first).toMatchObject({
      organization_id: orgIds(mock).child,
      type: 'INDIVIDUAL',
      email: 'ada@example.com',
      kyc_status: 'NOT_STARTED',
      verification_url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:4010\/style-a\//),
      issuerKycReady: false,
    });
    const second = await createApplicantAs(mock, 'ORG_ADMIN', { email: null, type: 'BUSINESS' });
    expect((await as('AUDITOR', 'GET', `/v1/applicants/${first.id}`)).body.data).toEqual(first);
    const page1 = (await as('SUPPORT', 'GET', '/v1/applicants?limit=1')).body.data as Json;
    expect(page1).toMatchObject({ items: [{ id: second.id }], next_cursor: expect.any(String) });
    const page2 = await as('SUPPORT', 'GET', `/v1/applicants?limit=1&cursor=${page1.next_cursor}`);
    expect(page2.body.data).toMatchObject({ items: [{ id: first.id }], next_cursor: null });
  });

  it('refuses a duplicate email in the organization with 409 APPLICANT_ALREADY_EXISTS', async () => {
    mock = testMock();
    await createApplicantAs(mock, 'ORG_ADMIN', { email: 'dup@example.com' });
    const again = await as('DEVELOPER', 'POST', '/v1/applicants', {
      type: 'INDIVIDUAL',
      first_name: 'A',
      last_name: 'B',
      email: 'DUP@example.com',
    });
    expect(again).toMatchObject({ status: 409, body: { error: { code: 'APPLICANT_ALREADY_EXISTS' } } });
    // Another organization may use the same email.
    await createApplicantAs(mock, 'RESELLER_ADMIN', { email: 'dup@example.com' });
  });

  it('validates the body with INVALID_REQUEST', async () => {
    mock = testMock();
    for (const body of [
      { first_name: 'A', last_name: 'B' },
      { type: 'ROBOT', first_name: 'A', last_name: 'B' },
      { type: 'INDIVIDUAL', last_name: 'B' },
      { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B', email: 'not-an-email' },
      { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B', organization_id: 7 },
    ]) {
      const res = await as('ORG_ADMIN', 'POST', '/v1/applicants', body);
      expect(res, JSON.stringify(body)).toMatchObject({
        status: 400,
        body: { error: { code: 'INVALID_REQUEST' } },
      });
    }
  });

  it('applies organization_id as A-33 says', async () => {
    mock = testMock();
    const { reseller, child } = orgIds(mock);
    const body = { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B' };
    const forChild = await as('RESELLER_ADMIN', 'POST', '/v1/applicants', {
      ...body,
      organization_id: child,
    });
    expect(forChild).toMatchObject({ status: 201, body: { data: { organization_id: child } } });
    const foreign = await as('ORG_ADMIN', 'POST', '/v1/applicants', { ...body, organization_id: reseller });
    expect(foreign).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
    const own = await as('ORG_ADMIN', 'POST', '/v1/applicants', { ...body, organization_id: child });
    expect(own.status).toBe(201);
    const unknown = await as('RESELLER_ADMIN', 'POST', '/v1/applicants', {
      ...body,
      organization_id: 'org_nope',
    });
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
  });

  it('replays a create under the same Idempotency-Key', async () => {
    mock = testMock();
    const token = await styleAToken(mock, 'ORG_ADMIN');
    const headers = { authorization: `Bearer ${token}`, 'idempotency-key': crypto.randomUUID() };
    const body = { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B', email: 'idem@example.com' };
    const first = await callA(mock, 'POST', '/v1/applicants', body, headers);
    const replay = await callA(mock, 'POST', '/v1/applicants', body, headers);
    expect(replay).toMatchObject({ status: 201, body: first.body });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
  });
});

describe('roles and scope', () => {
  const writes = (id: string): Array<[string, string, unknown]> => [
    ['POST', '/v1/applicants', { type: 'INDIVIDUAL', first_name: 'A', last_name: 'B' }],
    ['POST', `/v1/applicants/${id}/submit`, undefined],
    ['POST', `/v1/applicants/${id}/kyc-share`, { share_token: 'vst_ok' }],
  ];
  const reads = (id: string) => [`/v1/applicants/${id}`, `/v1/applicants/${id}/kyc-status`, '/v1/applicants'];

  it('refuses SUPPORT and AUDITOR on writes and admits every role on reads', async () => {
    mock = testMock();
    const applicant = await createApplicantAs(mock, 'ORG_ADMIN');
    for (const role of ['SUPPORT', 'AUDITOR'] as const) {
      for (const [method, path, body] of writes(applicant.id)) {
        const res = await as(role, method, path, body);
        expect(res, `${role} ${path}`).toMatchObject({ status: 403, body: { error: { code: 'FORBIDDEN' } } });
      }
    }
    for (const role of ROLES) {
      for (const path of reads(applicant.id))
        expect((await as(role, 'GET', path)).status, `${role} ${path}`).toBe(200);
      const config = await as(role, 'GET', '/v1/kyc/config');
      expect(config.status, role).toBe(role === 'RESELLER_ADMIN' || role === 'ORG_ADMIN' ? 200 : 403);
    }
  });

  it("answers 404 for another organization's applicant, and a reseller reaches its child's", async () => {
    mock = testMock();
    const resellers = await createApplicantAs(mock, 'RESELLER_ADMIN');
    const ofChild = await createApplicantAs(mock, 'ORG_ADMIN');
    for (const [method, path, body] of [
      ...writes(resellers.id).slice(1),
      ...reads(resellers.id)
        .slice(0, 2)
        .map((p): [string, string, unknown] => ['GET', p, undefined]),
    ]) {
      const res = await as('DEVELOPER', method, path, body);
      expect(res, path).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    }
    const listed = (await as('DEVELOPER', 'GET', '/v1/applicants')).body.data as { items: Json[] };
    expect(listed.items.map((a) => a.id)).toEqual([ofChild.id]);
    const reseller = (await as('RESELLER_ADMIN', 'GET', '/v1/applicants')).body.data as { items: Json[] };
    // The reseller also reaches the seeded sample applicant of its own organization, the oldest.
    const sample = mock.seeded.styleA.sampleApplicant?.applicantId;
    expect(reseller.items.map((a) => a.id)).toEqual([ofChild.id, resellers.id, sample]);
    expect((await as('RESELLER_ADMIN', 'GET', `/v1/applicants/${ofChild.id}`)).status).toBe(200);
  });

  it("pages a reseller's organizations merged newest first by cursor, and refuses a cursor of no list (G-42)", async () => {
    mock = testMock();
    const made: string[] = [];
    for (const role of ['RESELLER_ADMIN', 'ORG_ADMIN', 'ORG_ADMIN', 'RESELLER_ADMIN', 'ORG_ADMIN'] as const) {
      made.push((await createApplicantAs(mock, role)).id);
    }
    const seen: unknown[] = [];
    let cursor: unknown = null;
    do {
      const query = cursor === null ? '?limit=2' : `?limit=2&cursor=${cursor}`;
      const page = (await as('RESELLER_ADMIN', 'GET', `/v1/applicants${query}`)).body.data as {
        items: Json[];
        next_cursor: string | null;
      };
      seen.push(...page.items.map((a) => a.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen).toEqual([...made].reverse().concat(mock.seeded.styleA.sampleApplicant?.applicantId ?? []));
    // The organization's own caller: a cursor naming the reseller's applicant is not of its list.
    const foreign = btoa(made[0] as string)
      .replaceAll('+', '-')
      .replaceAll('/', '_')
      .replaceAll('=', '');
    const refused = await as('DEVELOPER', 'GET', `/v1/applicants?cursor=${foreign}`);
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
  });
});

describe('KYC', () => {
  it('approves through the signed provider callback, then submit hands off to the issuer after the delay', async () => {
    mock = testMock();
    const events: DomainEvent[] = [];
    mock.onEvent((event) => events.push(event));
    const applicant = await createApplicantAs(mock, 'DEVELOPER');
    const early = await as('DEVELOPER', 'POST', `/v1/applicants/${applicant.id}/submit`);
    expect(early).toMatchObject({ status: 400, body: { error: { code: 'INVALID_REQUEST' } } });
    expect((early.body.error as Json).message).toMatch(/applicant not approved/);

    await approveApplicant(mock, applicant.id);
    const approved = (await as('AUDITOR', 'GET', `/v1/applicants/${applicant.id}`)).body.data as Json;
    expect(approved).toMatchObject({ kyc_status: 'APPROVED', verification_url: null, issuerKycReady: false });
    expect(events).toEqual([
      expect.objectContaining({
        type: 'applicant.approved',
        style: 'a',
        programId: orgIds(mock).child,
        environment: 'sandbox',
        payload: approved,
      }),
    ]);

    const submitted = await as('DEVELOPER', 'POST', `/v1/applicants/${applicant.id}/submit`);
    expect(submitted.body.data).toMatchObject({
      applicant_id: applicant.id,
      kyc_status: 'APPROVED',
      issuer_status: 'PENDING',
      issuerKycReady: false,
    });
    mock.clock.advance(1_999);
    const status = () => as('SUPPORT', 'GET', `/v1/applicants/${applicant.id}/kyc-status`);
    expect((await status()).body.data).toMatchObject({ issuer_status: 'PENDING', issuerKycReady: false });
    mock.clock.advance(1);
    expect((await status()).body.data).toMatchObject({ issuer_status: 'READY', issuerKycReady: true });
    const again = await as('DEVELOPER', 'POST', `/v1/applicants/${applicant.id}/submit`);
    expect(again.body.data).toMatchObject({ issuer_status: 'READY', issuerKycReady: true });
    expect((await as('AUDITOR', 'GET', `/v1/applicants/${applicant.id}`)).body.data).toMatchObject({
      issuerKycReady: true,
    });
  });

  it('takes the issuer delay from settings.kycDecisionDelayMs', async () => {
    mock = testMock({ settings: { kycDecisionDelayMs: 5_000 } });
    const applicant = await createApplicantAs(mock, 'DEVELOPER');
    await approveApplicant(mock, applicant.id);
    await as('DEVELOPER', 'POST', `/v1/applicants/${applicant.id}/kyc-share`, { share_token: 'vst_ok' });
    mock.clock.advance(4_999);
    const path = `/v1/applicants/${applicant.id}/kyc-status`;
    expect((await as('DEVELOPER', 'GET', path)).body.data).toMatchObject({ issuerKycReady: false });
    mock.clock.advance(1);
    expect((await as('DEVELOPER', 'GET', path)).body.data).toMatchObject({ issuerKycReady: true });
  });

  it('answers every kyc-share code', async () => {
    mock = testMock();
    const applicant = await createApplicantAs(mock, 'DEVELOPER');
    const share = (share_token: unknown) =>
      as('DEVELOPER', 'POST', `/v1/applicants/${applicant.id}/kyc-share`, { share_token });
    expect(await share('vst_ok')).toMatchObject({
      status: 400,
      body: { error: { code: 'KYC_NOT_APPROVED' } },
    });
    await approveApplicant(mock, applicant.id);
    for (const [token, status, code] of [
      ['vst_reject_me', 400, 'KYC_SHARE_REJECTED'],
      ['vst_EXPIRED', 400, 'KYC_SHARE_REJECTED'],
      ['vst_fail', 502, 'KYC_SHARE_FAILED'],
      ['', 400, 'INVALID_REQUEST'],
      [42, 400, 'INVALID_REQUEST'],
    ] as const) {
      expect(await share(token), String(token)).toMatchObject({ status, body: { error: { code } } });
    }
    setShareRecipient(mock.ctx, orgIds(mock).child, null);
    expect(await share('vst_ok')).toMatchObject({
      status: 400,
      body: { error: { code: 'KYC_NOT_CONFIGURED' } },
    });
    setShareRecipient(mock.ctx, orgIds(mock).child, 'cardrail');
    expect((await share('vst_ok')).body.data).toMatchObject({
      issuer_status: 'PENDING',
      issuerKycReady: false,
    });
  });

  it('answers KYC_NOT_CONFIGURED and RAIL_NOT_CONFIGURED on submit', async () => {
    mock = testMock();
    const applicant = await createApplicantAs(mock, 'DEVELOPER');
    await approveApplicant(mock, applicant.id);
    const submit = () => as('DEVELOPER', 'POST', `/v1/applicants/${applicant.id}/submit`);
    updateOrganization(orgIds(mock).child, { issuerConfigured: false });
    expect(await submit()).toMatchObject({ status: 400, body: { error: { code: 'RAIL_NOT_CONFIGURED' } } });
    updateOrganization(orgIds(mock).child, { kycConfigured: false });
    expect(await submit()).toMatchObject({ status: 400, body: { error: { code: 'KYC_NOT_CONFIGURED' } } });
  });

  it('shows the KYC config, or KYC_NOT_CONFIGURED', async () => {
    mock = testMock();
    expect((await as('ORG_ADMIN', 'GET', '/v1/kyc/config')).body.data).toEqual({
      provider: 'veritas',
      veritasWebhookUrl: 'http://127.0.0.1:4010/style-a/v1/webhooks/veritas',
      veritasWebhookMode: 'DIRECT',
      share_recipient: 'cardrail',
    });
    updateOrganization(orgIds(mock).child, { kycConfigured: false });
    const res = await as('ORG_ADMIN', 'GET', '/v1/kyc/config');
    expect(res).toMatchObject({ status: 400, body: { error: { code: 'KYC_NOT_CONFIGURED' } } });
    expect((await as('RESELLER_ADMIN', 'GET', '/v1/kyc/config')).status).toBe(200);
  });
});
