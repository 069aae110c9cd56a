import {
  type Answer,
  type ApiErrorClasses,
  type ConnectionErrorInit,
  type OperationDef,
  toApiError,
} from '@card-issuance/sdk-core';
import { ConnectionTimeoutError } from '../errors/connection-timeout-error';
import {
  AuthenticationError,
  BadRequestError,
  ConflictError,
  InternalServerError,
  NotFoundError,
  PermissionDeniedError,
  RateLimitError,
} from '../errors/status-errors';
import { StyleBApiError } from '../errors/style-b-api-error';
import { StyleBConnectionError } from '../errors/style-b-connection-error';

const STYLE_B_ERRORS: ApiErrorClasses<StyleBApiError> = {
  ApiError: StyleBApiError,
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  RateLimitError,
  InternalServerError,
};

/** The codes of a successful answer: `000000` and the idempotent no-ops of B-1. */
const SUCCESS = new Set(['000000', '020010', '020011']);

type Envelope = { code?: unknown; message?: unknown };

/**
 * Throws the {@link StyleBApiError} subclass of the answer's HTTP status family unless the answer is a
 * success: a 2xx JSON envelope whose `code` is `000000`, `020010` or `020011`. A 2xx that is not JSON or
 * has no envelope is `INVALID_RESPONSE`.
 *
 * @example
 * const answer = await core.run(op, parts, options);
 * throwIfStyleBError(op, answer);
 */
export function throwIfStyleBError(op: OperationDef, answer: Answer): void {
  const { response, body, nonJson } = answer;
  const envelope: Envelope = !nonJson && body !== null && typeof body === 'object' ? body : {};
  if (response.ok && typeof envelope.code === 'string' && SUCCESS.has(envelope.code)) return;
  throw toApiError(op, answer, envelope, STYLE_B_ERRORS);
}

/**
 * The Style B error of a call that got no answer: {@link ConnectionTimeoutError} when it timed out.
 *
 * @example
 * createCoreClient({ ...options, connectionError: toStyleBConnectionError });
 */
export const toStyleBConnectionError = (init: ConnectionErrorInit): StyleBConnectionError =>
  init.timedOut ? new ConnectionTimeoutError(init) : new StyleBConnectionError(init);
