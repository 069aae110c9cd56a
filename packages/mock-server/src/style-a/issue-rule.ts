import type { IssueRule } from '../http';

// What Style A adds to the message of an issue on some fields, so a caller learns the unit.
const FIELD_HINTS: Record<string, string> = {
  amount_cents: 'amount_cents takes integer cents (a JSON number such as 1000 for 10.00)',
  spend_limit_cents: 'spend_limit_cents takes integer cents (a JSON number such as 1000 for 10.00)',
};

/**
 * Style A's reading of the spec's rules that carry a code of their own (interface-spec.md 7.1): a password
 * shorter than the spec's `minLength` where that minimum is a strength rule (12 on invite accept, A-8) is
 * `WEAK_PASSWORD`; an empty one where the spec only asks for one character (login) stays
 * `INVALID_REQUEST`, as does every other issue.
 *
 * @example
 * parseRequest(c, { body: zAcceptInviteBody }, body, styleAIssueRule);
 */
export const styleAIssueRule: IssueRule = (issue, field) => {
  if (field === 'password' && issue.code === 'too_small' && Number(issue.minimum) > 1) {
    return { kind: 'unprocessable', reason: 'weak_password' };
  }
  const hint = FIELD_HINTS[field];
  return hint ? { kind: 'invalid', hint } : undefined;
};
