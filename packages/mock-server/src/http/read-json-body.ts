import type { Context } from 'hono';
import { DomainError } from '../domain';

/**
 * Reads the request body as a JSON object. Malformed JSON, or JSON that is not an object, is an `invalid`
 * error naming the body; an empty body reads as `{}` so that each operation reports its own missing fields.
 *
 * @example
 * const body = await readJsonBody(c);
 */
export async function readJsonBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DomainError('invalid', 'request body is not valid JSON', { field: 'body' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new DomainError('invalid', 'request body must be a JSON object', { field: 'body' });
  }
  return parsed as Record<string, unknown>;
}
