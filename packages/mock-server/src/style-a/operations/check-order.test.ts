import { afterEach, describe, expect, it } from 'vitest';
import { asRole, childProgram, issuedCard, readyApplicant } from '../../../test/support/style-a-cards';
import { callA } from '../../../test/support/style-a-journey';
import { testMock } from '../../../test/support/test-mock';
import type { Mock } from '../../app';
import { SANDBOX_INVITE_TOKEN } from '../../domain/organizations';

// DECISIONS.md A-54: validation moved from the domain to the face without changing which check answers
// first, and A-51: a PATCH label sent as null or "" removes it.
let mock: Mock;
afterEach(() => mock?.close());

const invalid = { status: 400, body: { error: { code: 'INVALID_REQUEST' } } };
const notFound = { status: 404, body: { error: { code: 'NOT_FOUND' } } };

describe('Style A order of checks (A-54)', () => {
  it('checks the resource named in the path before the body', async () => {
    mock = testMock();
    const { card } = await issuedCard(mock, 'PREPAID');
    const cases: [string, string, unknown][] = [
      ['POST', '/v1/applicants/app_nope/kyc-share', { share_token: 42 }],
      ['POST', '/v1/applicants/app_nope/spend-controls', { usage: 'MCC', keywords: 'x' }],
      ['DELETE', '/v1/applicants/app_nope/spend-controls/abc', undefined],
      ['PATCH', '/v1/cards/card_nope', { label: 7 }],
      ['POST', '/v1/cards/card_nope/fund', { amount_cents: 'ten' }],
      ['POST', '/v1/cards/card_nope/defund', {}],
      ['POST', '/v1/cards/card_nope/payment-details', {}],
    ];
    for (const [method, path, body] of cases) {
      expect(await asRole(mock, 'ORG_ADMIN', method, path, body), `${method} ${path}`).toMatchObject(
        notFound,
      );
    }
    // The same bodies on a card that exists are the validation error.
    expect(await asRole(mock, 'ORG_ADMIN', 'PATCH', `/v1/cards/${card.id}`, { label: 7 })).toMatchObject(
      invalid,
    );
    expect(await asRole(mock, 'ORG_ADMIN', 'POST', `/v1/cards/${card.id}/fund`, {})).toMatchObject(invalid);
  });

  it('checks the invite link before the password', async () => {
    mock = testMock();
    expect(await callA(mock, 'POST', '/v1/invites/inv_unknown/accept', { password: 'short' })).toMatchObject({
      status: 404,
    });
    const path = `/v1/invites/${SANDBOX_INVITE_TOKEN}/accept`;
    expect(await callA(mock, 'POST', path, { password: 'a-long-enough-password' })).toMatchObject({
      status: 200,
    });
    expect(await callA(mock, 'POST', path, { password: 'short' })).toMatchObject({
      status: 410,
      body: { error: { code: 'INVITE_EXPIRED' } },
    });
  });

  it('checks a given cardholder address last, so a repeat answers the existing cardholder', async () => {
    mock = testMock();
    const applicant = await readyApplicant(mock);
    const program = childProgram(mock, 'PREPAID').id;
    const create = (body: unknown) => asRole(mock, 'DEVELOPER', 'POST', '/v1/cardholders', body);
    const first = await create({ applicant_id: applicant.id, program_id: program });
    expect(first).toMatchObject({ status: 201 });
    const repeat = await create({ applicant_id: applicant.id, program_id: program, address: { city: 'x' } });
    expect(repeat).toMatchObject({
      status: 200,
      body: { data: { id: (first.body.data as { id: string }).id } },
    });
    // Fields first: a missing program_id is the validation error whatever else is wrong.
    expect(await create({ applicant_id: 'app_nope', address: { city: 'x' } })).toMatchObject(invalid);
  });
});

describe('PATCH /v1/cards/{id} label (A-51)', () => {
  it('removes the label for null and "", keeps it when absent, and needs one field', async () => {
    mock = testMock();
    const { card } = await issuedCard(mock, 'PREPAID');
    const patch = (body: unknown) => asRole(mock, 'ORG_ADMIN', 'PATCH', `/v1/cards/${card.id}`, body);
    for (const label of [null, '']) {
      expect((await patch({ label: 'Ads' })).body).toMatchObject({ data: { label: 'Ads' } });
      expect((await patch({ label })).body, JSON.stringify(label)).toMatchObject({ data: { label: null } });
    }
    await patch({ label: 'Ads' });
    expect((await patch({ spend_limit_cents: 1000 })).body).toMatchObject({ data: { label: 'Ads' } });
    for (const body of [{}, { spend_limit_cents: null }]) {
      expect(await patch(body), JSON.stringify(body)).toMatchObject(invalid);
    }
  });
});
