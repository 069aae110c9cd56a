import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveApplicant, createApplicantAs, orgIds } from '../../test/support/style-a-applicants';
import { asRole } from '../../test/support/style-a-cards';
import { callA, styleAToken } from '../../test/support/style-a-journey';
import { testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';
import { CARD_PROGRAMS, type CardProgramRecord, type Role } from '../domain/organizations';
import { OPERATION_ROLES } from './operation-roles';

// The cross-organization matrix of issue 5, generated from the same operations table as the role matrix:
// every operation that names a resource of another organization answers 404 NOT_FOUND, never 403 and never
// data. The child organization's keys cannot reach their parent reseller, so the resources live there.
let mock: Mock;
let childToken: string;
const ids: Record<string, string> = {};

beforeAll(async () => {
  mock = testMock();
  const { reseller } = orgIds(mock);
  const asReseller = (method: string, path: string, body?: unknown) =>
    asRole(mock, 'RESELLER_ADMIN', method, path, body);
  const applicant = await createApplicantAs(mock, 'RESELLER_ADMIN', {
    email: 'res@example.test',
    organization_id: reseller,
  });
  await approveApplicant(mock, applicant.id, reseller);
  await asReseller('POST', `/v1/applicants/${applicant.id}/submit`);
  mock.clock.advance(mock.ctx.settings.kycDecisionDelayMs);
  const program = [...mock.ctx.storage.collection<CardProgramRecord>(CARD_PROGRAMS).values()].find(
    (p) => p.organizationId === reseller && p.funding === 'PREPAID',
  );
  const holder = await asReseller('POST', '/v1/cardholders', {
    applicant_id: applicant.id,
    program_id: program?.id,
  });
  const cardholderId = (holder.body.data as { id: string }).id;
  const card = await asReseller('POST', '/v1/cards', {
    cardholder_id: cardholderId,
    program_id: program?.id,
    type: 'VIRTUAL',
  });
  const control = await asReseller('POST', `/v1/applicants/${applicant.id}/spend-controls`, {
    usage: 'MCC',
    keywords: '5411',
    list_type: 'BLACKLIST',
  });
  Object.assign(ids, {
    applicant: applicant.id,
    cardholder: cardholderId,
    card: (card.body.data as { id: string }).id,
    control: String((control.body.data as { id: number }).id),
  });
  childToken = await styleAToken(mock, 'ORG_ADMIN');
});
afterAll(() => mock.close());

/** Fills a path template with the other organization's resource ids. */
function concrete(template: string): string {
  const resource = template.startsWith('/v1/applicants/')
    ? 'applicant'
    : template.startsWith('/v1/cardholders/')
      ? 'cardholder'
      : 'card';
  return template.replace('{controlId}', ids.control ?? '').replace('{id}', ids[resource] ?? '');
}

const withIds = Object.entries(OPERATION_ROLES as Record<string, readonly Role[]>).filter(([operation]) =>
  operation.includes('{'),
);

describe('Style A cross-organization matrix', () => {
  it("has the other organization's resources and operations to try", () => {
    expect(Object.values(ids).every((id) => id.length > 0)).toBe(true);
    expect(withIds.length).toBeGreaterThan(10);
  });

  it.each(withIds.map(([operation]) => [operation]))(
    "%s with another organization's ids answers 404",
    async (operation) => {
      const [method = 'GET', template = '/'] = operation.split(' ');
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      const res = await callA(mock, method, concrete(template), body, {
        authorization: `Bearer ${childToken}`,
      });
      expect(res, operation).toMatchObject({ status: 404, body: { error: { code: 'NOT_FOUND' } } });
    },
  );

  it("refuses a filter naming another organization's applicant with 404", async () => {
    const res = await callA(
      mock,
      'GET',
      `/v1/cards/spend-controls?applicant_id=${ids.applicant}`,
      undefined,
      {
        authorization: `Bearer ${childToken}`,
      },
    );
    expect(res.status).toBe(404);
  });
});
