import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** The last JSON answer `jsonResponse` made for a request, kept in its context. */
interface JsonAnswer {
  response: Response;
  text: string;
}

/** Context variables of a request answered by `jsonResponse`. */
export interface JsonAnswerVariables {
  jsonAnswer: JsonAnswer;
}

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
  // In the request's context rather than a WeakMap keyed by response: every answer would otherwise add
  // an entry the collector must trace.
  c.set('jsonAnswer', { response, text });
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
  const answer = c.get('jsonAnswer') as JsonAnswer | undefined;
  return answer?.response === response ? answer.text : response.text();
}
