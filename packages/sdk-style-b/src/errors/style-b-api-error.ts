import { ApiError, type ApiErrorInit } from '@card-issuance/sdk-core';
import type { StyleBErrorCode } from './error-code';

/**
 * What {@link StyleBApiError} is built from.
 *
 * @example
 * new StyleBApiError({ code: '40404', status: 404, message: 'card not found', requestId, method: 'GET', path: '/v1/cards/{cardId}', headers: response.headers, body });
 */
export type StyleBApiErrorInit = ApiErrorInit<StyleBErrorCode>;

/**
 * The service answered with an error envelope `{code, message}` (part 7.2). Branch on `code` (`status` is
 * 400 for every 0xxxxx business code, B-1); quote `requestId` (G-3) to support. Carries no header, token
 * or body field of the request.
 *
 * @example
 * try {
 *   await client.budgets.transferOut({ budgetId, accountId, amount: '900' });
 * } catch (error) {
 *   if (error instanceof StyleBApiError && error.code === '030003') waitForSettlement();
 *   else throw error;
 * }
 */
export class StyleBApiError extends ApiError<StyleBErrorCode> {
  override readonly name: string = 'StyleBApiError';
}
