import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonResponse, maskCardNumbers } from '../http';

/** Style B's success code. */
export const SUCCESS_CODE = '000000';

/**
 * Answers Style B's success envelope `{code: "000000", message, data}`; the idempotent no-ops pass their own
 * code (020010, 020011) with HTTP 200 (DECISIONS.md B-1).
 *
 * @example
 * return success(c, accountView(account));
 */
export function success(
  c: Context,
  data: unknown,
  code = SUCCESS_CODE,
  message = 'success',
  headers?: Readonly<Record<string, string>>,
): Response {
  return jsonResponse(c, { code, message, data }, 200, headers);
}

/**
 * Answers Style B's error envelope `{code, message}`.
 *
 * @example
 * return failure(c, 404, '40499', 'endpoint not found: GET /v1/nope');
 */
export function failure(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  // A message may echo a path or a value a client sent: never a card number (G-60).
  return jsonResponse(c, { code, message: maskCardNumbers(message) }, status);
}
