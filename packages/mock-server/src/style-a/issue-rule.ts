import { errorCodeOf, issueHintOf } from '@card-issuance/contracts/issue-codes';
import { type IssueRule, issueVerdictOf } from '../http';
import { failureOfCode } from './error-codes';

/**
 * Style A's reading of a request's issues, from what specs/style-a.openapi.yaml gives them: the code of
 * the rule broken (`x-issue-codes`: a password under the 12 characters of invite accept is
 * `WEAK_PASSWORD`, A-8; login's one-character minimum has none, so an empty login password stays
 * `INVALID_REQUEST`) as the domain failure that answers it, and the words the spec adds to the message of
 * a field (`x-issue-hint`: the unit of a cents field, A-4). Every other issue is `INVALID_REQUEST`.
 *
 * @example
 * parseRequest(c, { body: zAcceptInviteBody }, body, styleAIssueRule);
 */
export const styleAIssueRule: IssueRule = (issue, field) => {
  const code = errorCodeOf(issue);
  const verdict = code === undefined ? undefined : issueVerdictOf(failureOfCode(code));
  if (verdict) return verdict;
  const hint = issueHintOf(issue);
  return hint ? { kind: 'invalid', hint: `${field} ${hint}` } : undefined;
};
