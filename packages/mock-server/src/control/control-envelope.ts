import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DomainError } from '../domain';
import { maskCardNumbers } from '../http/mask-card-numbers';

/** The control API's error codes (specs/mock-control.openapi.yaml). */
export type ControlErrorCode =
  | 'INVALID_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'INTERNAL_ERROR';

const CONFLICT_REASONS = new Set(['not_dead', 'endpoint_removed']);

/**
 * Maps a {@link DomainError} to the control API's status and code.
 *
 * @example
 * controlFailure(new DomainError('not_found', 'no fault flt_1')); // { status: 404, code: 'NOT_FOUND' }
 */
export function controlFailure(error: DomainError): { status: ContentfulStatusCode; code: ControlErrorCode } {
  if (error.kind === 'not_found') return { status: 404, code: 'NOT_FOUND' };
  if (error.kind === 'too_large') return { status: 413, code: 'PAYLOAD_TOO_LARGE' };
  // A step the current state does not allow is a conflict, whatever kind the domain gave it.
  if (error.kind === 'conflict' || CONFLICT_REASONS.has(error.reason ?? ''))
    return { status: 409, code: 'CONFLICT' };
  return { status: 400, code: 'INVALID_REQUEST' };
}

/**
 * Answers `{data}` with the given status (200 unless told) and headers: the control policy's success.
 *
 * @example
 * return controlSuccess(c, clockView(ctx), { status: 201 });
 */
export function controlSuccess(
  c: Context,
  value: unknown,
  {
    status = 200,
    headers,
  }: { status?: ContentfulStatusCode; headers?: Readonly<Record<string, string>> } = {},
): Response {
  return c.json({ data: value }, status, headers);
}

/**
 * Answers `{error: {code, message}}`.
 *
 * @example
 * return controlError(c, 404, 'NOT_FOUND', 'no such control operation');
 */
export function controlError(
  c: Context,
  status: ContentfulStatusCode,
  code: ControlErrorCode,
  message: string,
): Response {
  // A message may echo a path or a value a client sent: never a card number (G-60).
  return c.json({ error: { code, message: maskCardNumbers(message) } }, status);
}
