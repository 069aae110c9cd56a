import type { IssueRule } from '../http';

const NAME = /(^|\.)(firstName|lastName)$/;
const PHONE = /(^|\.)(phoneCountryCode|phoneNumber)$/;

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
