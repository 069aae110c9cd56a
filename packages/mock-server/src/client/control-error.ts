/**
 * An error answer of the control API (`{error: {code, message}}`), or an answer that is not one of its
 * envelopes (`code` `INVALID_RESPONSE`).
 *
 * @example
 * try {
 *   await control.styleB.kycDecision({ accountId, status: 'APPROVED' });
 * } catch (error) {
 *   if (error instanceof MockControlError && error.code === 'CONFLICT') console.log('no pending case');
 * }
 */
export class MockControlError extends Error {
  override readonly name = 'MockControlError';
  /** `INVALID_REQUEST`, `NOT_FOUND`, `CONFLICT`, `UNAUTHORIZED`, `FORBIDDEN`, ... */
  readonly code: string;
  /** The HTTP status. */
  readonly status: number;
  /** The answer's `request-id` header, when it had one. */
  readonly requestId: string | undefined;
  /** `METHOD /path` of the call, below the control URL. */
  readonly operation: string;

  constructor(init: {
    code: string;
    message: string;
    status: number;
    requestId?: string | null;
    operation: string;
  }) {
    super(`${init.code}: ${init.message} (${init.operation}, HTTP ${init.status})`);
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId ?? undefined;
    this.operation = init.operation;
  }
}
