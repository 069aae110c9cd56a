/**
 * JSON with object keys sorted at every level, so two bodies that differ only in key order or whitespace
 * compare equal (the fingerprint of an idempotent request).
 *
 * @example
 * canonicalJson({ b: 1, a: [{ d: 2, c: 3 }] }); // '{"a":[{"c":3,"d":2}],"b":1}'
 */
export function canonicalJson(value: unknown): string {
  // Every keyed request is fingerprinted, and most bodies are small and written in key order already:
  // those are their own canonical form, with no sorted copy built (the copy was the most of this cost).
  return JSON.stringify(inKeyOrder(value) ? value : sortKeys(value));
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * Whether `JSON.stringify(value)` already is what `sortKeys` would make: every object a plain one (no
 * `toJSON`, no class) with its keys in sorted order, every array without holes, at every level.
 */
function inKeyOrder(value: unknown): boolean {
  if (typeof value !== 'object' || value === null) return true;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i += 1) if (!(i in value) || !inKeyOrder(value[i])) return false;
    return true;
  }
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return false;
  let previous: string | undefined;
  for (const key in value) {
    if (!Object.hasOwn(value, key)) return false;
    if (previous !== undefined && !(previous < key)) return false;
    if (key === 'toJSON' || !inKeyOrder((value as Record<string, unknown>)[key])) return false;
    previous = key;
  }
  return true;
}
