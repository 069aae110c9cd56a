import { describe, expect, it } from 'vitest';
import { answeredIssueCodes } from '../testing/spec-issue-codes';
import { failureOfCode, styleBFailure } from './error-codes';

describe('failureOfCode', () => {
  it('answers every code the spec gives an issue with a failure Style B answers with that code', () => {
    const answered = answeredIssueCodes('b', failureOfCode, (error) => styleBFailure(error).code);
    expect(answered.length).toBeGreaterThan(0);
    for (const [code, answer] of answered) expect(answer, code).toBe(code);
  });

  it('reads a code of its own kind as that kind, a business code as its reason', () => {
    expect(failureOfCode('030002')).toEqual({ kind: 'currency_mismatch', reason: undefined });
    expect(failureOfCode('40002')).toEqual({ kind: 'unprocessable', reason: undefined });
    expect(failureOfCode('010007')).toEqual({ kind: 'unprocessable', reason: 'invalid_name_characters' });
    expect(failureOfCode('999999')).toBeUndefined();
  });
});
