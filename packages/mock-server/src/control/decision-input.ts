import { DomainError } from '../domain/errors';

/**
 * The optional `reason` of a control API decision: 1 to 500 characters.
 *
 * @example
 * reasonOf(body.reason); // undefined when absent
 */
export function reasonOf(value: unknown): string | undefined {
  if (value === undefined) return undefined;
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
