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
  // A clone: the response handed back by `.asResponse()` and `.withResponse()` keeps its body to read.
  const text = await response.clone().text();
  if (!text) return { body: undefined, nonJson: false };
  try {
    return { body: JSON.parse(text), nonJson: false };
  } catch {
    return { body: text, nonJson: true };
  }
}
