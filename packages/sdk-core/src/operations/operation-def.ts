/**
 * One operation of a spec, as the generated operation tables of `@card-issuance/contracts` describe it.
 *
 * @example
 * const freeze: OperationDef = { method: 'POST', path: '/v1/cards/{id}/freeze', roles: ['ORG_ADMIN'] };
 */
export interface OperationDef {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path template, for example `/v1/cards/{id}`. */
  readonly path: string;
  /** `x-idempotency` of the spec: an `Idempotency-Key` is generated for the call unless one is given. */
  readonly idempotency?: 'required' | 'recommended' | 'optional';
  /** Called without a token (`security: []`). */
  readonly anonymous?: boolean;
  /** The body carries a `clientTransactionId`, the caller's idempotency key for a transfer. */
  readonly clientTransactionId?: boolean;
  /** `x-roles` of the spec: the roles the operation admits. */
  readonly roles?: readonly string[];
}

/**
 * The parts of one call: path parameters, query parameters and the JSON body.
 *
 * @example
 * const parts: OperationParts = { path: { id: cardId }, body: { label: 'Travel' } };
 */
export interface OperationParts {
  path?: Record<string, unknown>;
  query?: Record<string, unknown>;
  body?: unknown;
}
