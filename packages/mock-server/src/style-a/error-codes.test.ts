import { describe, expect, it } from 'vitest';
import { itAnswersEverySpecIssueCode } from '../../test/support/spec-issue-codes';
import { failureOfCode, mapDomainError } from './error-codes';

describe('failureOfCode', () => {
  itAnswersEverySpecIssueCode('a', failureOfCode, (error) => mapDomainError(error).code);

  it('reads a code with a reason as that reason, and a shared code as the first kind answered with it', () => {
    expect(failureOfCode('WEAK_PASSWORD')).toEqual({ kind: 'unprocessable', reason: 'weak_password' });
    expect(failureOfCode('INVALID_REQUEST')).toEqual({ kind: 'invalid', reason: undefined });
    expect(failureOfCode('NOPE')).toBeUndefined();
  });
});
