import { createStatusErrors } from '@card-issuance/sdk-core';
import { StyleBApiError } from '../errors/style-b-api-error';

/**
 * The Style B API error classes: `StyleBApiError` and its class per HTTP status family, made by
 * sdk-core's one definition for both SDKs (S-20); `errors/status-errors` exports each under its name.
 *
 * @example
 * errorClassFor(404, STYLE_B_ERRORS); // NotFoundError
 */
export const STYLE_B_ERRORS = createStatusErrors(StyleBApiError);
