import type { StyleBErrorCode } from './error-code';

/**
 * What {@link StyleBApiError} is built from.
 *
 * @example
 * new StyleBApiError({ code: '40404', status: 404, message: 'card not found', requestId, method: 'GET', path: '/v1/cards/{cardId}' });
 */
export interface StyleBApiErrorInit {
  code: StyleBErrorCode;
  status: number;
  message: string;
  requestId: string | null;
  method: string;
  path: string;
}

/**
 * The service answered with an error envelope `{code, message}` (part 7.2). Branch on `code`; quote
 * `requestId` to support. Carries no header, token or body field of the request.
 *
 * @example
 * try {
 *   await client.budgets.transferOut({ budgetId, accountId, amount: '900' });
 * } catch (error) {
 *   if (error instanceof StyleBApiError && error.code === '030003') waitForSettlement();
 *   else throw error;
 * }
 */
export class StyleBApiError extends Error {
  override readonly name = 'StyleBApiError';
  /** The catalogue code, for example `40404` or `030001`; unknown codes pass through as strings. */
  readonly code: StyleBErrorCode;
  /** The HTTP status (400 for every 0xxxxx business code, B-1). */
  readonly status: number;
  /** The `request-id` response header (G-3), or null when the answer had none. */
  readonly requestId: string | null;
  /** HTTP method of the failed call. */
  readonly method: string;
  /** Path of the failed call, without the query string. */
  readonly path: string;

  constructor(init: StyleBApiErrorInit) {
    super(`${init.code}: ${init.message} (${init.method} ${init.path}, HTTP ${init.status})`);
    this.code = init.code;
    this.status = init.status;
    this.requestId = init.requestId;
    this.method = init.method;
    this.path = init.path;
  }
}
