/**
 * Compares two byte arrays in time that depends only on their lengths, never on where they differ.
 *
 * @example
 * timingSafeEqual(new Uint8Array([1, 2]), new Uint8Array([1, 2])); // true
 */
export function timingSafeEqual(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= (a[i] as number) ^ (b[i] as number);
  return difference === 0;
}

/**
 * Compares two strings in time that depends only on their lengths, never on where they differ.
 *
 * @example
 * timingSafeEqualText('q83v', 'q83v'); // true
 */
export function timingSafeEqualText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
