import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { DomainError } from '../domain/errors';
import { failureOfCode, styleBFailure } from './error-codes';

/** Every code the spec gives an issue (`x-issue-codes`), wherever it is declared. */
function issueCodes(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'x-issue-codes' ? Object.values(item as Record<string, string>) : issueCodes(item),
  );
}

const spec = parse(
  readFileSync(new URL('../../../../specs/style-b.openapi.yaml', import.meta.url), 'utf8'),
) as unknown;

describe('failureOfCode', () => {
  it('answers every code the spec gives an issue with a failure Style B answers with that code', () => {
    const codes = [...new Set(issueCodes(spec))];
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes) {
      const failure = failureOfCode(code);
      expect(failure, code).toBeDefined();
      const error = new DomainError(failure?.kind ?? 'invalid', 'x', { reason: failure?.reason as string });
      expect(styleBFailure(error).code, code).toBe(code);
    }
  });

  it('reads a code of its own kind as that kind, a business code as its reason', () => {
    expect(failureOfCode('030002')).toEqual({ kind: 'currency_mismatch', reason: undefined });
    expect(failureOfCode('40002')).toEqual({ kind: 'unprocessable', reason: undefined });
    expect(failureOfCode('010007')).toEqual({ kind: 'unprocessable', reason: 'invalid_name_characters' });
    expect(failureOfCode('999999')).toBeUndefined();
  });
});
