import { errorCodeOf } from '@card-issuance/contracts/issue-codes';
import { type IssueRule, issueVerdictOf } from '../http';
import { failureOfCode } from './error-codes';

/**
 * Style B's reading of a request's issues: the code the spec gives the rule broken (`x-issue-codes` in
 * specs/style-b.openapi.yaml, carried by the issue: 010005 to 010007 for names and phones, 030004 for a
 * currency, 030002 for a transfer's two currencies told first, B-39, 40002 for a `businessType`) as the
 * domain failure that answers it. A missing field (absent, `null` or `""`) is always 40001, whatever its
 * rules, as is every issue the spec gives no code.
 *
 * @example
 * parseRequest(c, { body: zCreateCardholderBody }, body, styleBIssueRule);
 */
export const styleBIssueRule: IssueRule = (issue, _field, missing) => {
  const code = missing ? undefined : errorCodeOf(issue);
  return code === undefined ? undefined : issueVerdictOf(failureOfCode(code));
};
