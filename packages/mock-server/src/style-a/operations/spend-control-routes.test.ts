import { afterEach, describe, expect, it } from 'vitest';
import { createApplicantAs } from '../../../test/support/style-a-applicants';
import { asRole, issuedCard, readyApplicant } from '../../../test/support/style-a-cards';
import { call, testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';

type Json = Record<string, unknown>;
let mock: Mock;
afterEach(() => mock?.close());

const invalid = { status: 400, body: { error: { code: 'INVALID_REQUEST' } } };
const notFound = { status: 404, body: { error: { code: 'NOT_FOUND' } } };
const create = (applicantId: string, body: unknown, role: Parameters<typeof asRole>[1] = 'PROGRAM_MANAGER') =>
  asRole(mock, role, 'POST', `/v1/applicants/${applicantId}/spend-controls`, body);
const list = async (query = '') =>
  (await asRole(mock, 'AUDITOR', 'GET', `/v1/cards/spend-controls${query}`)).body.data as {
    items: Json[];
    next_cursor: string | null;
  };

describe('spend controls', () => {
  it('creates, lists with filters and pages, and deletes, answering the removed rule', async () => {
    mock = testMock();
    const applicant = await readyApplicant(mock);
    const other = await createApplicantAs(mock, 'DEVELOPER', { email: 'bob@example.com' });
    const mcc = await create(applicant.id, { usage: 'MCC', keywords: '5967', list_type: 'BLACKLIST' });
    expect(mcc).toMatchObject({
      status: 201,
      body: { data: { applicant_id: applicant.id, usage: 'MCC', keywords: '5967', list_type: 'BLACKLIST' } },
    });
    const eur = await create(applicant.id, {
      usage: 'TRANSACTION_CURRENCY',
      keywords: 'EUR',
      list_type: 'WHITELIST',
    });
    const atm = await create(
      other.id,
      { usage: 'SCENARIO', keywords: 'ATM', list_type: 'BLACKLIST' },
      'ORG_ADMIN',
    );
    const ids = [mcc, eur, atm].map((res) => (res.body.data as { id: number }).id);
    expect(ids.every(Number.isInteger)).toBe(true);
    expect(new Set(ids).size).toBe(3);

    expect((await list()).items.map((r) => r.id)).toEqual(ids);
    expect((await list('?usage=MCC')).items).toEqual([mcc.body.data]);
    expect((await list('?list_type=WHITELIST')).items).toEqual([eur.body.data]);
    expect((await list(`?applicant_id=${other.id}`)).items).toEqual([atm.body.data]);
    expect((await list(`?applicant_id=${applicant.id}&list_type=BLACKLIST`)).items).toEqual([mcc.body.data]);
    const page1 = await list('?limit=2');
    expect(page1).toMatchObject({ items: [{ id: ids[0] }, { id: ids[1] }], next_cursor: expect.any(String) });
    expect(await list(`?limit=2&cursor=${page1.next_cursor}`)).toEqual({
      items: [atm.body.data],
      next_cursor: null,
    });

    const path = `/v1/applicants/${applicant.id}/spend-controls/${ids[0]}`;
    expect(await asRole(mock, 'ORG_ADMIN', 'DELETE', path)).toMatchObject({
      status: 200,
      body: { data: mcc.body.data },
    });
    expect(await asRole(mock, 'ORG_ADMIN', 'DELETE', path)).toMatchObject(notFound);
    expect((await list()).items.map((r) => r.id)).toEqual(ids.slice(1));
    const again = await create(applicant.id, { usage: 'MCC', keywords: '5967', list_type: 'BLACKLIST' });
    expect((again.body.data as { id: number }).id).toBeGreaterThan(Math.max(...ids));
  });

  it('refuses a duplicate with ISSUER_ERROR, and bad input, filters, ids and cursors with 400', async () => {
    mock = testMock();
    const applicant = await readyApplicant(mock);
    const rule = { usage: 'MCC', keywords: '5967', list_type: 'BLACKLIST' };
    expect(await create(applicant.id, rule)).toMatchObject({ status: 201 });
    const duplicate = await create(applicant.id, rule);
    expect(duplicate).toMatchObject({ status: 422, body: { error: { code: 'ISSUER_ERROR' } } });
    expect((duplicate.body.error as Json).message).toBe(
      'issuer: spend control MCC 5967 BLACKLIST already exists',
    );
    expect(await create(applicant.id, { ...rule, list_type: 'WHITELIST' })).toMatchObject({ status: 201 });
    for (const body of [
      { ...rule, usage: 'COUNTRY' },
      { ...rule, list_type: 'GREYLIST' },
      { ...rule, keywords: '' },
      { ...rule, keywords: 5967 },
      { ...rule, keywords: '596' },
      { usage: 'TRANSACTION_CURRENCY', keywords: 'eur', list_type: 'BLACKLIST' },
      { usage: 'SCENARIO', keywords: 'x'.repeat(65), list_type: 'BLACKLIST' },
      { usage: 'MCC', list_type: 'BLACKLIST' },
      'MCC',
    ]) {
      expect(await create(applicant.id, body), JSON.stringify(body)).toMatchObject(invalid);
    }
    expect(
      await create(applicant.id, { usage: 'SCENARIO', keywords: 'x'.repeat(64), list_type: 'BLACKLIST' }),
    ).toMatchObject({
      status: 201,
    });
    for (const query of ['?usage=mcc', '?list_type=ANY', '?limit=0', '?cursor=bm9wZQ']) {
      const res = await asRole(mock, 'SUPPORT', 'GET', `/v1/cards/spend-controls${query}`);
      expect(res, query).toMatchObject(invalid);
    }
    for (const id of ['abc', '0', '1.5']) {
      const res = await asRole(
        mock,
        'ORG_ADMIN',
        'DELETE',
        `/v1/applicants/${applicant.id}/spend-controls/${id}`,
      );
      expect(res, id).toMatchObject(invalid);
    }
  });

  it('refuses writes to DEVELOPER, SUPPORT and AUDITOR (403) and answers 404 outside the scope', async () => {
    mock = testMock();
    const applicant = await readyApplicant(mock);
    const rule = { usage: 'MCC', keywords: '7995', list_type: 'BLACKLIST' };
    const created = (await create(applicant.id, rule)).body.data as { id: number };
    const path = `/v1/applicants/${applicant.id}/spend-controls/${created.id}`;
    for (const role of ['DEVELOPER', 'SUPPORT', 'AUDITOR'] as const) {
      const forbidden = { status: 403, body: { error: { code: 'FORBIDDEN' } } };
      expect(await create(applicant.id, { ...rule, keywords: '7996' }, role), role).toMatchObject(forbidden);
      expect(await asRole(mock, role, 'DELETE', path), role).toMatchObject(forbidden);
      expect(await asRole(mock, role, 'GET', '/v1/cards/spend-controls'), role).toMatchObject({
        status: 200,
      });
    }
    // The reseller's own applicant is outside the child's scope; the reseller reaches the child's rules.
    const resellers = await createApplicantAs(mock, 'RESELLER_ADMIN');
    expect(await create(resellers.id, rule, 'RESELLER_ADMIN')).toMatchObject({ status: 201 });
    expect(await create(resellers.id, rule, 'ORG_ADMIN')).toMatchObject(notFound);
    expect(await create('app_nope', rule)).toMatchObject(notFound);
    expect(
      await asRole(mock, 'ORG_ADMIN', 'DELETE', `/v1/applicants/${resellers.id}/spend-controls/1`),
    ).toMatchObject(notFound);
    expect(
      await asRole(mock, 'AUDITOR', 'GET', `/v1/cards/spend-controls?applicant_id=${resellers.id}`),
    ).toMatchObject(notFound);
    expect(
      await asRole(mock, 'AUDITOR', 'GET', '/v1/cards/spend-controls?applicant_id=app_nope'),
    ).toMatchObject(notFound);
    expect((await list()).items).toEqual([expect.objectContaining({ id: created.id })]);
    const all = await asRole(mock, 'RESELLER_ADMIN', 'GET', '/v1/cards/spend-controls');
    expect((all.body.data as { items: Json[] }).items).toHaveLength(2);
    const other = await createApplicantAs(mock, 'DEVELOPER', { email: 'bob@example.com' });
    const path2 = `/v1/applicants/${other.id}/spend-controls/${created.id}`;
    expect(await asRole(mock, 'ORG_ADMIN', 'DELETE', path2)).toMatchObject(notFound);
  });
});

describe('spend controls on the network simulator', () => {
  const authorize = (cardId: string, fields: Json = {}) =>
    call(mock, 'POST', '/_mock/simulate/authorize', { cardId, amount: '1.00', ...fields });

  it('declines a blacklisted MCC and a currency outside the whitelist; approves what matches no control', async () => {
    mock = testMock();
    const { card, applicant } = await issuedCard(mock, 'PREPAID');
    await asRole(mock, 'DEVELOPER', 'POST', `/v1/cards/${card.id}/fund`, { amount_cents: 10_000 });
    await create(applicant.id, { usage: 'MCC', keywords: '7995', list_type: 'BLACKLIST' });
    await create(applicant.id, { usage: 'SCENARIO', keywords: 'ECOMMERCE', list_type: 'WHITELIST' });
    expect((await authorize(card.id, { mcc: '7995' })).body.data).toMatchObject({
      status: 'FAIL',
      declineReason: 'SPEND_CONTROL_BLOCKED',
    });
    expect((await authorize(card.id, { mcc: '5411' })).body.data).toMatchObject({ status: 'PENDING' });
    const eur = await create(applicant.id, {
      usage: 'TRANSACTION_CURRENCY',
      keywords: 'EUR',
      list_type: 'WHITELIST',
    });
    expect((await authorize(card.id, { mcc: '5411', currency: 'USD' })).body.data).toMatchObject({
      status: 'FAIL',
      declineReason: 'SPEND_CONTROL_BLOCKED',
    });
    await create(applicant.id, { usage: 'TRANSACTION_CURRENCY', keywords: 'USD', list_type: 'WHITELIST' });
    expect((await authorize(card.id, { mcc: '5411', currency: 'USD' })).body.data).toMatchObject({
      status: 'PENDING',
    });
    const eurId = (eur.body.data as { id: number }).id;
    await asRole(mock, 'ORG_ADMIN', 'DELETE', `/v1/applicants/${applicant.id}/spend-controls/${eurId}`);
    expect((await authorize(card.id, { mcc: '5411' })).body.data).toMatchObject({ status: 'PENDING' });
  });
});
