import { createStatusErrors } from '@card-issuance/sdk-core';
import { StyleAApiError } from '../errors/style-a-api-error';

/**
 * The Style A API error classes: `StyleAApiError` and its class per HTTP status family, made by
 * sdk-core's one definition for both SDKs (S-20); `errors/status-errors` exports each under its name.
 *
 * @example
 * errorClassFor(404, STYLE_A_ERRORS); // NotFoundError
 */
export const STYLE_A_ERRORS = createStatusErrors(StyleAApiError);
