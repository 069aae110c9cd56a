import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DomainError } from '../domain/errors';
import { failureOfCode, mapDomainError } from './error-codes';

/** Every code the spec gives an issue (`x-issue-codes`), wherever it is declared. */
function issueCodes(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'x-issue-codes' ? Object.values(item as Record<string, string>) : issueCodes(item),
  );
}

const spec = parse(
  readFileSync(new URL('../../../../specs/style-a.openapi.yaml', import.meta.url), 'utf8'),
) as unknown;

describe('failureOfCode', () => {
  it('answers every code the spec gives an issue with a failure Style A answers with that code', () => {
    const codes = [...new Set(issueCodes(spec))];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      const failure = failureOfCode(code);
      expect(failure, code).toBeDefined();
      const error = new DomainError(failure?.kind ?? 'invalid', 'x', { reason: failure?.reason as string });
      expect(mapDomainError(error).code, code).toBe(code);
    }
  });

  it('reads a code with a reason as that reason, and a shared code as the first kind answered with it', () => {
    expect(failureOfCode('WEAK_PASSWORD')).toEqual({ kind: 'unprocessable', reason: 'weak_password' });
    expect(failureOfCode('INVALID_REQUEST')).toEqual({ kind: 'invalid', reason: undefined });
    expect(failureOfCode('NOPE')).toBeUndefined();
  });
});
