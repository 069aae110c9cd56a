import { ApiError, type ApiErrorInit } from '@card-issuance/sdk-core';
import type { StyleAErrorCode } from './error-code';

/**
 * What {@link StyleAApiError} is built from.
 *
 * @example
 * new StyleAApiError({ code: 'NOT_FOUND', status: 404, message: 'card not found', requestId, method: 'GET', path: '/v1/cards/{id}', headers: response.headers, body });
 */
export type StyleAApiErrorInit = ApiErrorInit<StyleAErrorCode>;

/**
 * The service answered `{error: {code, message}}` (part 7.1). Branch on `code`; quote `requestId` (G-3)
 * to support. Carries no header, token or body field of the request.
 *
 * @example
 * try {
 *   await client.cardholders.create({ applicant_id, program_id });
 * } catch (error) {
 *   if (error instanceof StyleAApiError && error.code === 'ISSUER_KYC_INCOMPLETE') await pollKycStatus();
 *   else throw error;
 * }
 */
export class StyleAApiError extends ApiError<StyleAErrorCode> {
  override readonly name: string = 'StyleAApiError';
}
