import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The JSON text of each response `jsonResponse` made, for as long as the response lives. */
const texts = new WeakMap<Response, string>();

/**
 * Answers `payload` as JSON (`c.json`'s headers and status), remembering the text it wrote so that
 * `responseText` can hand it back without reading the body: reading a body materializes a full Fetch
 * `Response` and its stream, the largest cost of an idempotent POST (issue 15).
 *
 * @example
 * return jsonResponse(c, { code: '000000', message: 'success', data }, 200);
 */
export function jsonResponse(c: Context, payload: unknown, status: ContentfulStatusCode): Response {
  const text = JSON.stringify(payload);
  const response = c.body(text, status, { 'content-type': 'application/json' });
  texts.set(response, text);
  return response;
}

/**
 * The body of `response` as text, leaving it unread when `jsonResponse` made it (so it can still be sent);
 * any other response is read.
 *
 * @example
 * const body = await responseText(response);
 */
export function responseText(response: Response): string | Promise<string> {
  return texts.get(response) ?? response.text();
}
