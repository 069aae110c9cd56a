/**
 * What `jsonResponse` made an answer of, kept on the answer itself: its request id, body text and
 * headers as given, which the layers around and the request log read without reading a copy of the stream
 * or building the `Headers` list (issue 26).
 */
const TAG = Symbol('json-answer');

/** What `jsonResponse` made an answer of. */
export interface JsonAnswerParts {
  requestId: string;
  text: string;
  headers: Readonly<Record<string, string>>;
}

interface TaggedResponse extends Response {
  [TAG]?: JsonAnswerParts;
}

/**
 * Marks an answer `jsonResponse` made: it carries `content-type`, `Vary: Origin` and the request's id from
 * the start, so the layers around read them here instead of building its header list (issue 26).
 *
 * @example
 * tagJsonAnswer(response, { requestId, text, headers });
 */
export function tagJsonAnswer(response: Response, parts: JsonAnswerParts): void {
  (response as TaggedResponse)[TAG] = parts;
}

/**
 * The body text and headers of an answer `jsonResponse` made, without reading either from the answer;
 * `undefined` for any other answer.
 *
 * @example
 * const parts = jsonAnswerParts(response); // { text: '{"data":...}', headers: { 'content-type': ... } }
 */
export function jsonAnswerParts(response: Response): JsonAnswerParts | undefined {
  return (response as TaggedResponse)[TAG];
}

/**
 * The `request-id` of an answer, read without touching its headers when `jsonResponse` made it; `null`
 * for an answer without one.
 *
 * @example
 * log(response.status, requestIdOf(response) ?? '');
 */
export function requestIdOf(response: Response): string | null {
  const tagged = (response as TaggedResponse)[TAG];
  return tagged === undefined ? response.headers.get('request-id') : tagged.requestId;
}

/**
 * Whether `jsonResponse` made the answer, so it already carries its `content-type`, `Vary: Origin` and
 * the request's `request-id`.
 *
 * @example
 * if (!isJsonAnswer(response)) response.headers.append('vary', 'Origin');
 */
export function isJsonAnswer(response: Response): boolean {
  return TAG in response;
}
