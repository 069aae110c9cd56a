/** The `request-id` of an answer `jsonResponse` made, kept on the object itself. */
const REQUEST_ID = Symbol('request-id');

interface TaggedResponse extends Response {
  [REQUEST_ID]?: string;
}

/**
 * Marks an answer `jsonResponse` made: it carries `content-type`, `Vary: Origin` and the request's id from
 * the start, so the layers around read them here instead of building its header list (issue 26).
 *
 * @example
 * tagJsonAnswer(response, requestId);
 */
export function tagJsonAnswer(response: Response, requestId: string): void {
  (response as TaggedResponse)[REQUEST_ID] = requestId;
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
