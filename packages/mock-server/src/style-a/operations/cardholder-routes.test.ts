import { afterEach, describe, expect, it } from 'vitest';
import { orgIds } from '../../../test/support/style-a-applicants';
import { asRole, childProgram, readyApplicant } from '../../../test/support/style-a-cards';
import { testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';
import { ORGANIZATIONS, type OrganizationRecord } from '../../domain/organizations';

let mock: Mock;
afterEach(() => mock?.close());

const ADDRESS = {
  address_line1: '9 Elm St',
  city: 'Boston',
  state: 'MA',
  country: 'US',
  postal_code: '02101',
};

function setIssuer(configured: boolean): void {
  const organizations = mock.ctx.storage.collection<OrganizationRecord>(ORGANIZATIONS);
  const child = organizations.get(orgIds(mock).child);
  if (child) organizations.put(child.id, { ...child, issuerConfigured: configured });
}

const create = (body: unknown) => asRole(mock, 'DEVELOPER', 'POST', '/v1/cardholders', body);

describe('POST /v1/cardholders and GET /v1/cardholders/{id}', () => {
  it('creates an APPROVED cardholder with the verified address, answers a repeat with 200, and gets it', async () => {
    mock = testMock();
    const applicant = await readyApplicant(mock);
    const program = childProgram(mock, 'PREPAID');
    const body = { applicant_id: applicant.id, program_id: program.id };
    const created = await create(body);
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      applicant_id: applicant.id,
      organization_id: orgIds(mock).child,
      program_id: program.id,
      email: 'ada@example.com',
      status: 'APPROVED',
      address: { state: 'TX', country: 'US' },
      issuer: { status: 'APPROVED', card_count: 0, card_limit: 5 },
    });
    const again = await create(body);
    expect(again).toMatchObject({ status: 200, body: { data: created.body.data } });
    const id = (created.body.data as { id: string }).id;
    expect((await asRole(mock, 'AUDITOR', 'GET', `/v1/cardholders/${id}`)).body.data).toEqual(
      created.body.data,
    );
    const given = await create({
      applicant_id: applicant.id,
      program_id: childProgram(mock, 'CREDIT').id,
      address: ADDRESS,
    });
    expect(given).toMatchObject({
      status: 201,
      body: { data: { address: ADDRESS, issuer: { card_limit: 2 } } },
    });
    // Part 4.3: the local record always; the issuer's details only while a live issuer is configured.
    setIssuer(false);
    const local = await asRole(mock, 'SUPPORT', 'GET', `/v1/cardholders/${id}`);
    expect(local).toMatchObject({ status: 200, body: { data: { id, status: 'APPROVED', issuer: null } } });
  });

  it('refuses in the documented order with the catalogue codes', async () => {
    mock = testMock();
    const program = childProgram(mock, 'PREPAID').id;
    const expectCode = async (body: unknown, status: number, code: string) =>
      expect(await create(body), code).toMatchObject({ status, body: { error: { code } } });
    await expectCode({ program_id: program }, 400, 'INVALID_REQUEST');
    await expectCode({ applicant_id: 'app_nope', program_id: program }, 404, 'NOT_FOUND');
    const notApproved = await readyApplicant(mock, { email: 'a@example.com' }, false);
    await expectCode({ applicant_id: notApproved.id, program_id: 'prg_nope' }, 404, 'NOT_FOUND');
    const fresh = (
      await asRole(mock, 'DEVELOPER', 'POST', '/v1/applicants', {
        type: 'INDIVIDUAL',
        first_name: 'N',
        last_name: 'K',
      })
    ).body.data as { id: string };
    await expectCode({ applicant_id: fresh.id, program_id: program }, 400, 'KYC_INCOMPLETE');
    await expectCode({ applicant_id: notApproved.id, program_id: program }, 400, 'ISSUER_KYC_INCOMPLETE');
    const noEmail = await readyApplicant(mock, { email: null });
    const noState = await readyApplicant(mock, { email: 'n@example.com', last_name: 'NOSTATE' });
    await expectCode({ applicant_id: noEmail.id, program_id: program }, 400, 'RAIL_ACCOUNT_MISSING');
    // Part 7.1: a verified address without state is INVALID_REQUEST (the fix is to pass one), not a 502.
    await expectCode({ applicant_id: noState.id, program_id: program }, 400, 'INVALID_REQUEST');
    const { state: _state, ...stateless } = ADDRESS;
    await expectCode(
      { applicant_id: noState.id, program_id: program, address: stateless },
      400,
      'INVALID_REQUEST',
    );
    expect(await create({ applicant_id: noState.id, program_id: program, address: ADDRESS })).toMatchObject({
      status: 201,
    });
    setIssuer(false);
    await expectCode({ applicant_id: noEmail.id, program_id: program }, 400, 'RAIL_NOT_CONFIGURED');
    expect(await asRole(mock, 'AUDITOR', 'POST', '/v1/cardholders', {})).toMatchObject({
      status: 403,
      body: { error: { code: 'FORBIDDEN' } },
    });
  });

  it("hides another organization's cardholder and program behind 404", async () => {
    mock = testMock();
    const applicant = await readyApplicant(mock);
    const resellerProgram = (await asRole(mock, 'RESELLER_ADMIN', 'GET', '/v1/programs')).body.data as {
      items: Array<{ id: string; organization_id: string }>;
    };
    const foreign = resellerProgram.items.find((p) => p.organization_id === orgIds(mock).reseller)?.id;
    expect(await create({ applicant_id: applicant.id, program_id: foreign })).toMatchObject({
      status: 404,
      body: { error: { code: 'NOT_FOUND' } },
    });
    expect(await asRole(mock, 'DEVELOPER', 'GET', '/v1/cardholders/ch_nope')).toMatchObject({ status: 404 });
  });
});
