import type { Context } from 'hono';
import { bodyTextOf } from './body-text';
import { checkJsonContentType } from './json-content-type';
import { parseJsonObject } from './parse-json-object';

/**
 * Reads the request body as a JSON object. A non-JSON `Content-Type` (G-17), malformed JSON, JSON nested
 * deeper than `MAX_JSON_DEPTH` (G-16) or JSON that is not an object is an `invalid` error; an empty body
 * reads as `{}` so that each operation reports its own missing fields.
 *
 * @example
 * const body = await readJsonBody(c);
 */
export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  // Through the memo: the edge may have read it already to find the request's sandbox.
  const text = await bodyTextOf(c.req.raw);
  if (text.trim() === '') return {};
  checkJsonContentType(c);
  return parseJsonObject(text);
}
