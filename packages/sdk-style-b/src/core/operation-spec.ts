import type { paths } from '../generated/style-b';

/**
 * How the hand-written layer sends one operation of the spec.
 *
 * @example
 * const ISSUE_CARD: OperationSpec = { method: 'POST', path: '/v1/budget-card', idempotency: 'required' };
 */
export interface OperationSpec {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: keyof paths;
  /** `x-idempotency` of the spec: an `Idempotency-Key` is generated for the call. */
  idempotency?: 'required' | 'recommended';
  /** The body carries a `clientTransactionId`, generated when omitted (an idempotency key, B-28). */
  clientTransactionId?: true;
  /** Safe to repeat though neither GET, PUT, DELETE nor keyed (a repeat is a documented no-op). */
  repeatable?: true;
  /** Sent without `x-access-token` (the two OAuth steps). */
  anonymous?: true;
}
