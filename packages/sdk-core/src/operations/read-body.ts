/**
 * What {@link readBody} read: the body, and whether it was text that is not JSON.
 *
 * @example
 * const read: ReadBody = { body: '<html>Bad Gateway</html>', nonJson: true };
 */
export interface ReadBody {
  /** The parsed JSON, the text when it is not JSON, or undefined for an empty body. */
  body: unknown;
  /** True when the body is text that does not parse as JSON (a proxy's HTML page): `body` holds that text. */
  nonJson: boolean;
}

/**
 * Reads an answer's body: nothing for an empty body, else JSON, else the text flagged `nonJson` (whatever
 * the status: a success that is not JSON is the caller's error to raise, with the request's context).
 *
 * @example
 * const { body, nonJson } = await readBody(response); // { body: { error: { code: 'NOT_FOUND' } }, nonJson: false }
 */
export async function readBody(response: Response): Promise<ReadBody> {
  // Read once, never cloned (a clone tees the stream on every call); the text is kept for the rare
  // `.asResponse()` / `.withResponse()` that hands the caller a Response to read (see readableResponse).
  const text = await response.text();
  texts.set(response, text);
  if (!text) return { body: undefined, nonJson: false };
  try {
    return { body: JSON.parse(text), nonJson: false };
  } catch {
    return { body: text, nonJson: true };
  }
}

const texts = new WeakMap<Response, string>();

/**
 * The response of a call with its body readable again: the one {@link readBody} consumed, rebuilt from
 * the text it read (same status, headers and URL). A response whose body was never read is returned as is.
 *
 * @example
 * const response = readableResponse(answer.response);
 * const html = await response.text();
 */
export function readableResponse(response: Response): Response {
  const text = texts.get(response);
  if (!response.bodyUsed || text === undefined) return response;
  const { status, statusText, headers, url } = response;
  // A null-body status (204, 304) cannot carry even an empty body.
  const copy = new Response(text === '' && [204, 205, 304].includes(status) ? null : text, {
    status,
    statusText,
    headers,
  });
  Object.defineProperty(copy, 'url', { value: url });
  return copy;
}
