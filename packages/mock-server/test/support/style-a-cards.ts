import type { Mock } from '../../src/app';
import {
  CARD_PROGRAMS,
  type CardProgramRecord,
  type Funding,
  type Role,
} from '../../src/domain/organizations';
import { approveApplicant, createApplicantAs, orgIds } from './style-a-applicants';
import { callA, styleAToken } from './style-a-journey';

type Json = Record<string, unknown>;

/**
 * Calls Style A as the seeded key of `role`, contract-checked.
 *
 * @example
 * const res = await asRole(mock, 'DEVELOPER', 'GET', '/v1/cards');
 */
export async function asRole(mock: Mock, role: Role, method: string, path: string, body?: unknown) {
  return callA(mock, method, path, body, { authorization: `Bearer ${await styleAToken(mock, role)}` });
}

/**
 * The seeded program of the child organization with the given funding.
 *
 * @example
 * const prepaid = childProgram(mock, 'PREPAID');
 */
export function childProgram(mock: Mock, funding: Funding): CardProgramRecord {
  const program = [...mock.ctx.storage.collection<CardProgramRecord>(CARD_PROGRAMS).values()].find(
    (p) => p.organizationId === orgIds(mock).child && p.funding === funding,
  );
  if (!program) throw new Error(`no ${funding} program`);
  return program;
}

/**
 * An applicant of the child organization approved by tenant KYC and, unless `ready` is false, with
 * issuerKycReady.
 *
 * @example
 * const applicant = await readyApplicant(mock, { email: 'ada@example.com' });
 */
export async function readyApplicant(mock: Mock, fields: Json = {}, ready = true) {
  const applicant = await createApplicantAs(mock, 'DEVELOPER', { email: 'ada@example.com', ...fields });
  await approveApplicant(mock, applicant.id);
  if (ready) {
    await asRole(mock, 'DEVELOPER', 'POST', `/v1/applicants/${applicant.id}/submit`);
    mock.clock.advance(mock.ctx.settings.kycDecisionDelayMs);
  }
  return applicant;
}

/**
 * A cardholder of a ready applicant in the child organization's program of `funding`, and a card of `type`
 * issued to it.
 *
 * @example
 * const { card, cardholder } = await issuedCard(mock, 'PREPAID');
 */
export async function issuedCard(
  mock: Mock,
  funding: Funding = 'PREPAID',
  type = 'VIRTUAL',
  fields: Json = {},
) {
  const applicant = await readyApplicant(mock);
  const program = childProgram(mock, funding);
  const holder = await asRole(mock, 'DEVELOPER', 'POST', '/v1/cardholders', {
    applicant_id: applicant.id,
    program_id: program.id,
  });
  const cardholder = holder.body.data as Json & { id: string };
  const res = await asRole(mock, 'DEVELOPER', 'POST', '/v1/cards', {
    cardholder_id: cardholder.id,
    program_id: program.id,
    type,
    ...fields,
  });
  if (res.status !== 201) throw new Error(`issue card: ${res.status} ${JSON.stringify(res.body)}`);
  return { applicant, program, cardholder, card: res.body.data as Json & { id: string } };
}
