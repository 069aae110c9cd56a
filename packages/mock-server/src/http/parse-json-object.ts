import { DomainError } from '../domain/errors';

/**
 * How deeply a JSON body may nest objects and arrays (DECISIONS.md G-16); no operation needs more than a
 * few levels. `{"a": [1]}` nests 2 levels.
 */
export const MAX_JSON_DEPTH = 32;

/**
 * How deeply `text` nests objects and arrays, read without parsing (so a body nested thousands of levels
 * deep costs one pass and no recursion). Brackets inside strings do not count. Stops counting past `limit`.
 *
 * @example
 * jsonDepth('{"a":[1,{"b":"]"}]}'); // 3
 */
export function jsonDepth(text: string, limit = Number.POSITIVE_INFINITY): number {
  let depth = 0;
  let deepest = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth++;
      if (depth > deepest) deepest = depth;
      if (deepest > limit) return deepest;
    } else if (char === 0x7d || char === 0x5d) {
      depth--;
    }
  }
  return deepest;
}

/**
 * Parses a request body that must be a JSON object: malformed JSON, JSON nested deeper than
 * {@link MAX_JSON_DEPTH}, or JSON that is not an object is `invalid` naming the body.
 *
 * @example
 * parseJsonObject('{"name":"Ann"}'); // { name: 'Ann' }
 */
export function parseJsonObject(text: string): Record<string, unknown> {
  if (jsonDepth(text, MAX_JSON_DEPTH) > MAX_JSON_DEPTH) {
    throw new DomainError('invalid', `request body nests deeper than ${MAX_JSON_DEPTH} levels`, {
      field: 'body',
    });
  }
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
