/**
 * What went wrong, in the domain's own words. Each HTTP face maps a kind (and, where it needs one, the
 * `reason`) to its own envelope and code: Style B `030001`, Style A `INVALID_REQUEST`, and so on.
 */
export type DomainErrorKind =
  /** Input that is malformed: missing, wrong type, wrong format (Style B 40001). */
  | 'invalid'
  /** Well-formed input that breaks a rule (Style B 40002): out of range, unknown country. */
  | 'unprocessable'
  | 'not_found'
  /** Missing, expired or unknown credentials (Style B 40101, Style A UNAUTHORIZED / INVALID_CLIENT). */
  | 'unauthorized'
  /** Valid credentials that may not do this (Style B 40399, Style A FORBIDDEN). */
  | 'forbidden'
  | 'conflict'
  | 'insufficient_funds'
  | 'funds_locked'
  | 'currency_mismatch'
  | 'idempotency_mismatch'
  | 'idempotency_in_flight'
  /** A request body over the mock's size limit (HTTP 413: Style B 41301, Style A PAYLOAD_TOO_LARGE, G-53). */
  | 'too_large';

/**
 * An expected failure of a domain operation. Messages name the field and never carry secrets, card
 * numbers or CVVs: faces send them to callers as they are.
 *
 * @example
 * throw new DomainError('invalid', 'amount must be a decimal string with at most 2 decimals', { field: 'amount' });
 */
export class DomainError extends Error {
  override readonly name = 'DomainError';
  readonly kind: DomainErrorKind;
  /** The input field at fault, dotted for nested fields (`from.accountId`). */
  readonly field: string | undefined;
  /** A finer reason a face may map to its own code (for example `kyc_already_approved`). */
  readonly reason: string | undefined;

  constructor(kind: DomainErrorKind, message: string, details: { field?: string; reason?: string } = {}) {
    super(message);
    this.kind = kind;
    this.field = details.field;
    this.reason = details.reason;
  }
}

/**
 * Narrows an unknown thrown value to a {@link DomainError}.
 *
 * @example
 * if (isDomainError(error) && error.kind === 'not_found') return notFound();
 */
export function isDomainError(error: unknown): error is DomainError {
  return error instanceof DomainError;
}
