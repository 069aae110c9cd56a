import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { jsonAnswerParts, tagJsonAnswer } from './answer-tag';
import { requestIdFor } from './request-id';

/** Context variables of a request answered by `jsonResponse`: the last answer it made. */
export interface JsonAnswerVariables {
  jsonAnswer: Response;
}

/**
 * Answers `payload` as JSON with its `content-type`, the request's `request-id` ({@link requestIdFor}) and
 * `Vary: Origin` (the
 * mock's CORS answers depend on the Origin), plus `headers`, remembering the text it wrote so that
 * `responseText` can hand it back without reading the body: reading a body materializes a full Fetch
 * `Response` and its stream, the largest cost of an idempotent POST (issue 15).
 *
 * The headers are a plain object given once, and what the layers around need of them is read from the
 * answer ({@link requestIdOf}, {@link variesByOrigin}): Node's adapter then writes them as they are,
 * where touching `response.headers` builds a `Headers` list and converts it back (issue 26). So headers
 * set with `c.header()` are not read here: pass them in `headers`.
 *
 * @example
 * return jsonResponse(c, { code: '000000', message: 'success', data }, 200);
 * return jsonResponse(c, envelope, 200, { 'cache-control': 'no-store' });
 */
export function jsonResponse(
  c: Context,
  payload: unknown,
  status: ContentfulStatusCode,
  headers?: Readonly<Record<string, string>>,
): Response {
  const text = JSON.stringify(payload);
  const requestId = requestIdFor(c);
  const all = { 'content-type': 'application/json', 'request-id': requestId, vary: 'Origin', ...headers };
  const response = new Response(text, { status, headers: all });
  tagJsonAnswer(response, { requestId, text, headers: all });
  // In the request's context rather than a WeakMap keyed by response: every answer would otherwise add
  // an entry the collector must trace.
  c.set('jsonAnswer', response);
  return response;
}

/**
 * The body of `response` as text, leaving it unread when `jsonResponse` made it for this request (so it
 * can still be sent); any other response is read.
 *
 * @example
 * const body = await responseText(c, response);
 */
export function responseText(c: Context, response: Response): string | Promise<string> {
  const parts = c.get('jsonAnswer') === response ? jsonAnswerParts(response) : undefined;
  return parts === undefined ? response.text() : parts.text;
}
