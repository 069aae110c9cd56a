import { describe, expect, it } from 'vitest';
import { answeredIssueCodes } from '../testing/spec-issue-codes';
import { failureOfCode, mapDomainError } from './error-codes';

describe('failureOfCode', () => {
  it('answers every code the spec gives an issue with a failure Style A answers with that code', () => {
    const answered = answeredIssueCodes('a', failureOfCode, (error) => mapDomainError(error).code);
    expect(answered.length).toBeGreaterThan(0);
    for (const [code, answer] of answered) expect(answer, code).toBe(code);
  });

  it('reads a code with a reason as that reason, and a shared code as the first kind answered with it', () => {
    expect(failureOfCode('WEAK_PASSWORD')).toEqual({ kind: 'unprocessable', reason: 'weak_password' });
    expect(failureOfCode('INVALID_REQUEST')).toEqual({ kind: 'invalid', reason: undefined });
    expect(failureOfCode('NOPE')).toBeUndefined();
  });
});
