import { describe, expect, it } from 'vitest';
import { compareRuns } from './compare-runs';
import type { CheckedExchange } from './exchange';
import type { StateCheck } from './journey-run';

const answer = (over: Partial<CheckedExchange>): CheckedExchange => ({
  step: 'cards.issue',
  method: 'POST',
  path: '/v1/budget-card',
  operation: 'POST /v1/budget-card',
  status: 200,
  code: '000000',
  body: { code: '000000', data: { cardId: 'card_1', label: null, list: [{ id: 'a' }] } },
  contentType: 'application/json',
  problems: [],
  ...over,
});
const run = (exchanges: CheckedExchange[], states: StateCheck[] = []) => ({ exchanges, states });

describe('compareRuns', () => {
  it('finds nothing between answers of the same shape, whatever their values', () => {
    const other = answer({
      body: { code: '000000', data: { cardId: 'card_2', label: null, list: [{ id: 'b' }] } },
    });
    expect(compareRuns(run([answer({})]), run([other]))).toEqual([]);
  });

  it('names the status, the code, a field missing and a field of another type', () => {
    const here = answer({
      status: 400,
      code: '40001',
      body: { code: '40001', data: { cardId: 7, list: [] } },
    });
    const at = { step: 'cards.issue', operation: 'POST /v1/budget-card' };
    expect(compareRuns(run([here]), run([answer({})]))).toEqual([
      { ...at, kind: 'status', here: '400', mock: '200' },
      { ...at, kind: 'code', here: '40001', mock: '000000' },
      { ...at, kind: 'type', field: 'data.cardId', here: 'number', mock: 'string' },
      { ...at, kind: 'presence', field: 'data.label', here: 'absent', mock: 'null' },
    ]);
  });

  it('compares a polled step by its last answer, and names a step only one side reached', () => {
    const pending = answer({ step: 'kyc.get (poll)', body: { data: { status: 'PENDING' } } });
    const decided = answer({
      step: 'kyc.get (poll)',
      body: { data: { status: 'APPROVED', decidedAt: 'x' } },
    });
    const differences = compareRuns(run([pending, decided]), run([decided, answer({})]));
    expect(differences).toEqual([
      { step: 'cards.issue', operation: 'POST /v1/budget-card', kind: 'step', here: 'absent', mock: 'sent' },
    ]);
  });

  it('names an expectation of the state the mock met and the deployment did not', () => {
    const met: StateCheck = { step: 'cards.issue', expectation: 'answers FROZEN', ok: true, seen: '' };
    const missed: StateCheck = { ...met, ok: false, seen: '"ACTIVE"' };
    expect(compareRuns(run([answer({})], [missed]), run([answer({})], [met]))).toEqual([
      {
        step: 'cards.issue',
        operation: 'POST /v1/budget-card',
        kind: 'state',
        field: 'answers FROZEN',
        here: 'not so: "ACTIVE"',
        mock: 'so',
      },
    ]);
  });
});
