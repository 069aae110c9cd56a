import { describe, expect, it } from 'vitest';
import { itAnswersEverySpecIssueCode } from '../../test/support/spec-issue-codes';
import { failureOfCode, styleBFailure } from './error-codes';

describe('failureOfCode', () => {
  itAnswersEverySpecIssueCode('b', failureOfCode, (error) => styleBFailure(error).code);

  it('reads a code of its own kind as that kind, a business code as its reason', () => {
    expect(failureOfCode('030002')).toEqual({ kind: 'currency_mismatch', reason: undefined });
    expect(failureOfCode('40002')).toEqual({ kind: 'unprocessable', reason: undefined });
    expect(failureOfCode('010007')).toEqual({ kind: 'unprocessable', reason: 'invalid_name_characters' });
    expect(failureOfCode('999999')).toBeUndefined();
  });
});
