import { DomainError } from '../domain/errors';
import { isAbsentString } from '../domain/programs';

/**
 * The optional `reason` of a control API decision: 1 to 500 characters; `""` and `null` read as absent, as
 * everywhere (DECISIONS.md G-14, G-15).
 *
 * @example
 * reasonOf(body.reason); // undefined when absent
 */
export function reasonOf(value: unknown): string | undefined {
  if (isAbsentString(value)) return undefined;
  if (typeof value !== 'string' || value.length < 1 || value.length > 500) {
    throw new DomainError('invalid', 'reason must be a string of 1 to 500 characters', { field: 'reason' });
  }
  return value;
}

/**
 * The `status` of a control API KYC decision, the same in both styles.
 *
 * @example
 * decisionStatusOf(body.status); // 'APPROVED'
 */
export function decisionStatusOf(value: unknown): 'APPROVED' | 'REJECTED' {
  if (value !== 'APPROVED' && value !== 'REJECTED') {
    throw new DomainError('invalid', 'status must be APPROVED or REJECTED', { field: 'status' });
  }
  return value;
}
