/**
 * Reads an answer's body as openapi-fetch does: nothing for an empty body, JSON for a success (a success
 * that is not JSON throws), JSON or else the text for an error answer. It reads a clone, so the response
 * handed back by `.asResponse()` and `.withResponse()` still has its body to read.
 *
 * @example
 * const body = await readBody(response); // { error: { code: 'NOT_FOUND', ... } }
 */
export async function readBody(response: Response): Promise<unknown> {
  const text = await response.clone().text();
  if (!text) return undefined;
  if (response.ok) return JSON.parse(text);
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
