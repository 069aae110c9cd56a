import { type ConnectionErrorInit, createStatusErrors } from '@card-issuance/sdk-core';
import { ConnectionTimeoutError } from '../errors/connection-timeout-error';
import { StyleBApiError } from '../errors/style-b-api-error';
import { StyleBConnectionError } from '../errors/style-b-connection-error';

/**
 * The Style B API error classes: `StyleBApiError` and its class per HTTP status family, made by
 * sdk-core's one definition for both SDKs (S-20); `errors/status-errors` exports each under its name.
 *
 * @example
 * errorClassFor(404, STYLE_B_ERRORS); // NotFoundError
 */
export const STYLE_B_ERRORS = createStatusErrors(StyleBApiError);

/**
 * The Style B error of a call that got no answer: `ConnectionTimeoutError` when it timed out.
 *
 * @example
 * throw toStyleBConnectionError({ method: 'GET', path: '/v1/cards', timedOut: true, cause });
 */
export const toStyleBConnectionError = (init: ConnectionErrorInit): StyleBConnectionError =>
  init.timedOut ? new ConnectionTimeoutError(init) : new StyleBConnectionError(init);
