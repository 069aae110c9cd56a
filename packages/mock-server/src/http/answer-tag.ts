/** The `request-id` of an answer `jsonResponse` made, kept on the object itself. */
const REQUEST_ID = Symbol('request-id');

/**
 * Its body text and headers as given, which the request log keeps (redacted) without reading a copy of
 * the stream or building the `Headers` list.
 */
const PARTS = Symbol('parts');

/** What `jsonResponse` made an answer of. */
export interface JsonAnswerParts {
  text: string;
  headers: Readonly<Record<string, string>>;
}

interface TaggedResponse extends Response {
  [REQUEST_ID]?: string;
  [PARTS]?: JsonAnswerParts;
}

/**
 * Marks an answer `jsonResponse` made: it carries `content-type`, `Vary: Origin` and the request's id from
 * the start, so the layers around read them here instead of building its header list (issue 26).
 *
 * @example
 * tagJsonAnswer(response, requestId, { text, headers });
 */
export function tagJsonAnswer(response: Response, requestId: string, parts?: JsonAnswerParts): void {
  (response as TaggedResponse)[REQUEST_ID] = requestId;
  if (parts !== undefined) (response as TaggedResponse)[PARTS] = parts;
}

/**
 * The body text and headers of an answer `jsonResponse` made, without reading either from the answer;
 * `undefined` for any other answer.
 *
 * @example
 * const parts = jsonAnswerParts(response); // { text: '{"data":...}', headers: { 'content-type': ... } }
 */
export function jsonAnswerParts(response: Response): JsonAnswerParts | undefined {
  return (response as TaggedResponse)[PARTS];
}

/**
 * The `request-id` of an answer, read without touching its headers when `jsonResponse` made it; `null`
 * for an answer without one.
 *
 * @example
 * log(response.status, requestIdOf(response) ?? '');
 */
export function requestIdOf(response: Response): string | null {
  const tagged = (response as TaggedResponse)[REQUEST_ID];
  return tagged === undefined ? response.headers.get('request-id') : tagged;
}

/**
 * Whether `jsonResponse` made the answer, so it already carries its `content-type`, `Vary: Origin` and
 * the request's `request-id`.
 *
 * @example
 * if (!isJsonAnswer(response)) response.headers.append('vary', 'Origin');
 */
export function isJsonAnswer(response: Response): boolean {
  return REQUEST_ID in response;
}
