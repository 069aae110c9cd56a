import { afterEach, describe, expect, it } from 'vitest';
import { createApplicantAs } from '../../test/support/style-a-applicants';
import { call, testMock } from '../../test/support/test-mock';
import type { Mock } from '../app';

let mock: Mock;
afterEach(() => mock?.close());

// The control API reads every body and query with the zod schemas generated from
// specs/mock-control.openapi.yaml (packages/contracts).
describe('control API input from the contract', () => {
  it('names the first field the schema refuses, in the control envelope', async () => {
    mock = testMock();
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', '/_mock/clock/advance', { ms: 1.5 }, 'ms'],
      ['POST', '/_mock/clock/advance', { ms: 2_678_400_001 }, 'ms'],
      ['POST', '/_mock/clock/freeze', { at: 'tomorrow' }, 'at'],
      ['POST', '/_mock/faults', { count: 0, effect: { type: 'status', status: 500 } }, 'count'],
      ['POST', '/_mock/simulate/authorize', { cardId: 'card_1', amount: '1.234' }, 'amount'],
      ['POST', '/_mock/webhooks/endpoints', { url: 'https://x.example.test', style: 'c' }, 'style'],
    ];
    for (const [method, path, body, field] of cases) {
      const res = await call(mock, method, path, body);
      expect(res, `${path} ${JSON.stringify(body)}`).toMatchObject({
        status: 400,
        body: { error: { code: 'INVALID_REQUEST' } },
      });
      expect((res.body.error as { message: string }).message.startsWith(`${field}`)).toBe(true);
    }
    expect((await call(mock, 'GET', '/_mock/events?limit=0')).status).toBe(400);
    expect((await call(mock, 'GET', '/_mock/events?limit=abc')).status).toBe(400);
    expect((await call(mock, 'GET', '/_mock/webhooks/deliveries?status=lost')).status).toBe(400);
  });

  it('reads "" and null in optional fields as absent (G-14, G-15), and applies the documented defaults', async () => {
    mock = testMock();
    const applicant = await createApplicantAs(mock, 'DEVELOPER');
    const decided = await call(mock, 'POST', `/_mock/style-a/applicants/${applicant.id}/kyc-decision`, {
      status: 'REJECTED',
      reason: '',
    });
    expect(decided).toMatchObject({ status: 200, body: { data: { kyc_status: 'REJECTED', reason: null } } });
    const events = await call(mock, 'GET', '/_mock/events');
    expect((events.body.data as { items: unknown[] }).items.length).toBeLessThanOrEqual(50);
    expect((await call(mock, 'POST', '/_mock/clock/freeze', { at: null })).status).toBe(200);
  });
});
