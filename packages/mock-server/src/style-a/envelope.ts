import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonResponse, maskCardNumbers } from '../http';

/**
 * Answers Style A's success envelope `{data}`. The token and JWKS responses are
 * unwrapped (DECISIONS.md A-25) and use `c.json` directly.
 *
 * @example
 * return success(c, { items, next_cursor: null });
 */
export function success(
  c: Context,
  data: unknown,
  status: ContentfulStatusCode = 200,
  headers?: Readonly<Record<string, string>>,
): Response {
  return jsonResponse(c, { data }, status, headers);
}

/**
 * Answers Style A's error envelope `{error: {code, message}}`.
 *
 * @example
 * return failure(c, 404, 'NOT_FOUND', 'endpoint not found: GET /v1/nope');
 */
export function failure(c: Context, status: ContentfulStatusCode, code: string, message: string): Response {
  // A message may echo a path or a value a client sent: never a card number (G-60).
  return jsonResponse(c, { error: { code, message: maskCardNumbers(message) } }, status);
}
