import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { DomainError } from '../../src/domain/errors';

/** Every code the spec gives an issue (`x-issue-codes`, G-88), wherever it is declared. */
function issueCodes(value: unknown): string[] {
  if (typeof value !== 'object' || value === null) return [];
  return Object.entries(value).flatMap(([key, item]) =>
    key === 'x-issue-codes' ? Object.values(item as Record<string, string>) : issueCodes(item),
  );
}

/**
 * For each distinct code a style's spec gives an issue, the code a face answers for the failure it reads
 * from that code (`failureOfCode`), answered through the face's error table (`codeOf`): a face's test
 * expects each pair to be equal.
 *
 * @example
 * for (const [code, answered] of answeredIssueCodes('b', failureOfCode, (e) => styleBFailure(e).code))
 *   expect(answered, code).toBe(code);
 */
export function answeredIssueCodes(
  style: 'a' | 'b',
  failureOfCode: (code: string) => Pick<DomainError, 'kind' | 'reason'> | undefined,
  codeOf: (error: DomainError) => string,
): Array<[code: string, answered: string | undefined]> {
  const file = new URL(`../../../../specs/style-${style}.openapi.yaml`, import.meta.url);
  const codes = [...new Set(issueCodes(parse(readFileSync(file, 'utf8')) as unknown))];
  return codes.map((code) => {
    const failure = failureOfCode(code);
    if (!failure) return [code, undefined];
    const options = failure.reason === undefined ? {} : { reason: failure.reason };
    return [code, codeOf(new DomainError(failure.kind, 'x', options))];
  });
}

/**
 * The test each face's error table passes: every code its spec gives an issue is answered with that code.
 *
 * @example
 * describe('failureOfCode', () => {
 *   itAnswersEverySpecIssueCode('b', failureOfCode, (error) => styleBFailure(error).code);
 * });
 */
export function itAnswersEverySpecIssueCode(
  style: 'a' | 'b',
  failureOfCode: (code: string) => Pick<DomainError, 'kind' | 'reason'> | undefined,
  codeOf: (error: DomainError) => string,
): void {
  it(`answers every code the Style ${style.toUpperCase()} spec gives an issue with that code`, () => {
    const answered = answeredIssueCodes(style, failureOfCode, codeOf);
    expect(answered.length).toBeGreaterThan(0);
    for (const [code, answer] of answered) expect(answer, code).toBe(code);
  });
}
