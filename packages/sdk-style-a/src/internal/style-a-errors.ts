import { type ConnectionErrorInit, createStatusErrors } from '@card-issuance/sdk-core';
import { ConnectionTimeoutError } from '../errors/connection-timeout-error';
import { StyleAApiError } from '../errors/style-a-api-error';
import { StyleAConnectionError } from '../errors/style-a-connection-error';

/**
 * The Style A API error classes: `StyleAApiError` and its class per HTTP status family, made by
 * sdk-core's one definition for both SDKs (S-20); `errors/status-errors` exports each under its name.
 *
 * @example
 * errorClassFor(404, STYLE_A_ERRORS); // NotFoundError
 */
export const STYLE_A_ERRORS = createStatusErrors(StyleAApiError);

/**
 * The Style A error of a call that got no answer: `ConnectionTimeoutError` when it timed out.
 *
 * @example
 * throw toStyleAConnectionError({ method: 'GET', path: '/v1/cards', timedOut: true, cause });
 */
export const toStyleAConnectionError = (init: ConnectionErrorInit): StyleAConnectionError =>
  init.timedOut ? new ConnectionTimeoutError(init) : new StyleAConnectionError(init);
