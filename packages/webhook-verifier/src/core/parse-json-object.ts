import { MalformedEventError } from '../errors';

/**
 * Parses `text` as a JSON object, or throws `MalformedEventError` naming `what` was being parsed.
 *
 * @example
 * parseJsonObject('{"id":"evt_1"}', 'the body'); // { id: 'evt_1' }
 */
export function parseJsonObject(text: string, what: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    const detail = text.length === 0 ? 'it is empty' : (error as Error).message;
    throw new MalformedEventError(`${what} is not JSON: ${detail}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new MalformedEventError(`${what} must be a JSON object`);
  }
  return value as Record<string, unknown>;
}

/**
 * Checks that each named field of `object` is a string, or throws `MalformedEventError` naming the first
 * that is not.
 *
 * @example
 * requireStrings({ id: 'evt_1' }, ['id'], 'the event'); // ok
 */
export function requireStrings(
  object: Record<string, unknown>,
  fields: readonly string[],
  what: string,
): void {
  for (const field of fields) {
    if (typeof object[field] !== 'string') {
      const got = field in object ? typeof object[field] : 'missing';
      throw new MalformedEventError(`${what} needs a string \`${field}\` (${got})`);
    }
  }
}
