import type { IssueRule } from '../http';

const NAME = /(^|\.)(firstName|lastName)$/;
const PHONE = /(^|\.)(phoneCountryCode|phoneNumber)$/;
const CURRENCY = /(^|\.)currency$/;
const OTHER_SIDE: Record<string, PropertyKey[]> = {
  'from.currency': ['to', 'currency'],
  'to.currency': ['from', 'currency'],
};

/**
 * Style B's reading of the spec's rules that carry a business code (interface-spec.md part 8): a name with
 * other than A-Z / a-z is 010007, one longer than the card prints is 010006, a phone part of the wrong
 * shape is 010005. Every other issue is 40001.
 *
 * @example
 * parseRequest(c, { body: zCreateCardholderBody }, body, styleBIssueRule);
 */
export const styleBIssueRule: IssueRule = (issue, field) => {
  if (NAME.test(field)) {
    if (issue.code === 'invalid_format') return { kind: 'unprocessable', reason: 'invalid_name_characters' };
    if (issue.code === 'too_big') return { kind: 'unprocessable', reason: 'name_too_long' };
  }
  if (PHONE.test(field) && issue.code === 'invalid_format') {
    return { kind: 'unprocessable', reason: 'invalid_phone' };
  }
  return undefined;
};

const isObject = (value: unknown): value is Record<PropertyKey, unknown> =>
  typeof value === 'object' && value !== null;

/** The value at a path of the raw request, `undefined` where the path leads nowhere. */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let current = value;
  for (const key of path) {
    if (!isObject(current)) return undefined;
    current = current[key];
  }
  return current;
}

/**
 * {@link styleBIssueRule} plus the rules that look at the value sent, for one raw request (query, body and
 * path parameters merged):
 * - a missing field (absent, `null` or `""`) is always 40001;
 * - a `currency` sent as a string outside the spec's enum is 030004 (B-3), or 030002 when the transfer's
 *   other side names another currency: a mismatch is told before support (B-39);
 * - an integer `from.businessType` other than 0 is 40002 (B-39); any other type stays 40001.
 *
 * @example
 * parseRequest(c, { body: zCreateBudgetBody }, body, styleBRequestRule(body));
 */
export function styleBRequestRule(request: Record<string, unknown>): IssueRule {
  return (issue, field) => {
    const value = valueAt(request, issue.path);
    if (value === undefined || value === null || value === '') return undefined;
    if (issue.code === 'invalid_value' && CURRENCY.test(field) && typeof value === 'string') {
      const side = OTHER_SIDE[field];
      const other = side ? valueAt(request, side) : undefined;
      if (typeof other === 'string' && other !== value) return { kind: 'currency_mismatch' };
      return { kind: 'unprocessable', reason: 'currency_not_supported' };
    }
    if (issue.code === 'invalid_value' && field === 'from.businessType' && Number.isInteger(value)) {
      return { kind: 'unprocessable' };
    }
    return styleBIssueRule(issue, field);
  };
}
