import { describe, expect, it } from 'vitest';
import { contractOf } from '../../test/support/conform-kit';
import type { Exchange } from './exchange';

const json = 'application/json';
const exchange = (over: Partial<Exchange>): Exchange => ({
  step: 'step',
  method: 'GET',
  path: '/v1/budgets/bud_1',
  status: 200,
  body: undefined,
  contentType: json,
  ...over,
});

const budget = {
  budgetId: 'bud_1',
  accountId: '6f1c2b7e-4a3d-4e5f-8b6a-1c2d3e4f5a6b',
  name: 'Ops',
  currency: 'USD',
  balance: { available: '1.00', locked: '0.00', total: '1.00' },
  createdAt: '2026-01-01T00:00:00.000Z',
};

describe('the Style B response contract', () => {
  const contract = contractOf('b');

  it('names the operation by its template and finds nothing wrong with a conforming answer', () => {
    const checked = contract.check(exchange({ body: { code: '000000', message: 'ok', data: budget } }));
    expect(checked).toMatchObject({ operation: 'GET /v1/budgets/{budgetId}', code: '000000', problems: [] });
  });

  it('reports a status the operation does not document', () => {
    const checked = contract.check(exchange({ status: 418, body: { code: '40001', message: 'no' } }));
    expect(checked.problems).toContain('status 418 is not documented');
  });

  it('reports an answer outside the envelope, and a field of the wrong type', () => {
    expect(contract.check(exchange({ body: { data: budget } })).problems).toContain(
      'envelope: no string code and message ({code, message, data})',
    );
    const wrongType = { code: '000000', message: 'ok', data: { ...budget, name: 7 } };
    expect(contract.check(exchange({ body: wrongType })).problems.join('\n')).toMatch(
      /schema: \/data\/name must be string/,
    );
    expect(contract.check(exchange({ body: 'x', contentType: 'text/plain' })).problems).toContain(
      'envelope: content-type text/plain is not JSON',
    );
  });

  it('reports an error code outside the catalogue, and one the operation does not list', () => {
    const unknown = contract.check(exchange({ status: 400, body: { code: '49999', message: 'no' } }));
    expect(unknown.problems).toContain('code: 49999 is not in the catalogue');
    // 020002 (cardholder not approved) is in the catalogue, but reading a budget never answers it.
    const unlisted = contract.check(exchange({ status: 400, body: { code: '020002', message: 'no' } }));
    expect(unlisted.problems).toEqual(['code: 020002 is not listed for this operation (x-error-codes)']);
  });

  it('reports a path that is no operation of the spec', () => {
    expect(contract.check(exchange({ path: '/v1/nothing' })).problems).toEqual([
      'GET /v1/nothing is not an operation of the spec',
    ]);
  });
});

describe('the Style A response contract', () => {
  const contract = contractOf('a');

  it('takes the token answer unwrapped and every other success in {data}', () => {
    const token = { access_token: 'a.b.c', token_type: 'Bearer', expires_in: 3600, role: 'DEVELOPER' };
    expect(
      contract.check(exchange({ method: 'POST', path: '/v1/oauth/token', body: token })).problems,
    ).toEqual([]);
    expect(contract.check(exchange({ path: '/v1/programs', body: { items: [] } })).problems).toContain(
      'envelope: a success answers no {data}',
    );
  });

  it('reads the code of an error from {error: {code}}', () => {
    const checked = contract.check(
      exchange({
        path: '/v1/cards/card_1',
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'no card' } },
      }),
    );
    expect(checked).toMatchObject({ code: 'NOT_FOUND', problems: [] });
  });
});
