import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { equalFields, errorCodeOf, issueHintOf, withIssueCodes, withIssueHint } from './issue-codes';

/** Each issue of a failed parse as `path:zod code:error code`. */
function issuesOf(schema: z.ZodType, value: unknown): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => `${issue.path.join('.')}:${issue.code}:${errorCodeOf(issue)}`);
}

const name = withIssueCodes(
  z
    .string()
    .min(1)
    .max(21)
    .regex(/^[A-Za-z]+$/),
  {
    pattern: '010007',
    maxLength: '010006',
  },
);
const currency = withIssueCodes(z.enum(['USD']), { enum: '030004' });
const kind = withIssueCodes(z.literal(0), { enum: '40002' });

describe('withIssueCodes', () => {
  it("gives each keyword's failure its code, and no code to a keyword it does not name", () => {
    expect(issuesOf(name, 'Ann1')).toEqual([':invalid_format:010007']);
    expect(issuesOf(name, 'L'.repeat(22))).toEqual([':too_big:010006']);
    expect(issuesOf(name, '')).toEqual([':too_small:undefined', ':invalid_format:010007']);
    expect(issuesOf(name, 7)).toEqual([':invalid_type:undefined']);
    expect(issuesOf(name, 'Ann')).toEqual([]);
  });

  it('codes an enum only for a value of its type: another type is a type failure', () => {
    expect(issuesOf(currency, 'EUR')).toEqual([':invalid_value:030004']);
    for (const value of [3, null, undefined, true]) {
      expect(issuesOf(currency, value), String(value)).toEqual([':invalid_value:undefined']);
    }
    expect(issuesOf(kind, 1)).toEqual([':invalid_value:40002']);
    for (const value of ['0', 1.5]) {
      expect(issuesOf(kind, value), String(value)).toEqual([':invalid_value:undefined']);
    }
  });

  it('keeps the code through optional, default and nesting, and keeps the messages', () => {
    const body = z.object({ currency: currency.optional().default('USD'), name: name.optional() });
    expect(issuesOf(body, { currency: 'EUR', name: 'Zoë' })).toEqual([
      'currency:invalid_value:030004',
      'name:invalid_format:010007',
    ]);
    expect(body.parse({})).toEqual({ currency: 'USD' });
    const plain = z.enum(['USD']).safeParse('EUR').error?.issues[0]?.message;
    expect(currency.safeParse('EUR').error?.issues[0]?.message).toBe(plain);
  });
});

describe('withIssueHint', () => {
  const cents = withIssueHint(z.int().gte(1), 'takes integer cents');

  it('marks every issue of the field, a fraction that stops the parse included', () => {
    for (const value of ['10', 0.5, 0, undefined]) {
      const issue = cents.safeParse(value).error?.issues[0];
      expect(issue && issueHintOf(issue), String(value)).toBe('takes integer cents');
    }
    const issue = z.int().safeParse(0.5).error?.issues[0];
    expect(issue && issueHintOf(issue)).toBeUndefined();
  });
});

describe('equalFields', () => {
  const side = z.object({ currency });
  const transfer = z
    .object({ from: side, to: side })
    .check(equalFields(['from.currency', 'to.currency'], '030002'));
  const body = (from: unknown, to: unknown) => ({ from: { currency: from }, to: { currency: to } });

  it("gives the fields' issues its code when they differ, before their own (B-39)", () => {
    expect(issuesOf(transfer, body('USD', 'EUR'))).toEqual(['to.currency:invalid_value:030002']);
    expect(issuesOf(transfer, body('EUR', 'USD'))).toEqual(['from.currency:invalid_value:030002']);
    expect(issuesOf(transfer, body('EUR', 'EUR'))).toEqual([
      'from.currency:invalid_value:030004',
      'to.currency:invalid_value:030004',
    ]);
  });

  it('says nothing when a field holds no string', () => {
    expect(issuesOf(transfer, body('EUR', 3))).toEqual([
      'from.currency:invalid_value:030004',
      'to.currency:invalid_value:undefined',
    ]);
    expect(issuesOf(transfer, body('USD', 'USD'))).toEqual([]);
  });

  it('raises an issue of its own on the last differing field when the fields are valid but differ', () => {
    const open = z.object({ a: z.string(), b: z.string() }).check(equalFields(['a', 'b'], '030002'));
    const result = open.safeParse({ a: 'x', b: 'y' });
    expect(result.error?.issues).toMatchObject([
      { code: 'custom', path: ['b'], message: 'b must equal a', errorCode: '030002' },
    ]);
  });
});
