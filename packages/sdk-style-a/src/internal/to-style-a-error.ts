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
import { StyleAApiError } from '../errors/style-a-api-error';
import { StyleAConnectionError } from '../errors/style-a-connection-error';

const STYLE_A_ERRORS: ApiErrorClasses<StyleAApiError> = {
  ApiError: StyleAApiError,
  BadRequestError,
  AuthenticationError,
  PermissionDeniedError,
  NotFoundError,
  ConflictError,
  RateLimitError,
  InternalServerError,
};

type Body = { error?: { code?: unknown; message?: unknown } | null } | null | undefined;

/**
 * Throws the {@link StyleAApiError} subclass of the answer's status family when the answer is an error
 * (`{error: {code, message}}`, or no envelope at all) or a success that is not JSON (`INVALID_RESPONSE`);
 * a FORBIDDEN names the roles the operation admits (`x-roles` of the generated table).
 *
 * @example
 * const answer = await core.run(op, parts, options);
 * throwIfStyleAError(op, answer);
 */
export function throwIfStyleAError(op: OperationDef, answer: Answer): void {
  if (answer.response.ok && !answer.nonJson) return;
  const envelope = answer.nonJson ? undefined : (answer.body as Body)?.error;
  const code = envelope?.code;
  let message = envelope?.message;
  if (code === 'FORBIDDEN' && op.roles) {
    message = `${typeof message === 'string' ? message : 'forbidden'}; roles admitted: ${op.roles.join(', ')}`;
  }
  throw toApiError(op, answer, { code, message }, STYLE_A_ERRORS);
}

/**
 * The Style A error of a call that got no answer: {@link ConnectionTimeoutError} when it timed out.
 *
 * @example
 * createCoreClient({ ...options, connectionError: toStyleAConnectionError });
 */
export const toStyleAConnectionError = (init: ConnectionErrorInit): StyleAConnectionError =>
  init.timedOut ? new ConnectionTimeoutError(init) : new StyleAConnectionError(init);
