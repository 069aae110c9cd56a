import { cyrb128 } from '../ids/cyrb128';

/**
 * A 128-bit digest of a request's fingerprint (cyrb128 over its UTF-16 code units, as 32 hex digits): what
 * an idempotency record kept before {@link fingerprintNumber}, still compared with a record kept then.
 * Not cryptographic: it tells a changed request from the same one, which is all a key's check needs.
 *
 * @example
 * fingerprintDigest('{"a":1}'); // '5d0c3a...' (32 hex digits, the same for the same text)
 */
export function fingerprintDigest(text: string): string {
  const [h1, h2, h3, h4] = cyrb128(text.length, (i) => text.charCodeAt(i));
  // The length joins in too, so texts differing only in trailing code units cannot meet by the mixing alone.
  const words = [h1, h2, h3, h4 ^ text.length];
  return words.map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}

/**
 * A 53-bit digest of a request's fingerprint (cyrb128 over its UTF-16 code units, folded with its length),
 * as one number: what an idempotency record keeps, a number in the record where the hex string of
 * {@link fingerprintDigest} was 48 bytes of its own. A changed request passes for the same one with odds
 * of one in 2^53, and only under the same key.
 *
 * @example
 * fingerprintNumber('{"a":1}'); // an integer below 2^53, the same for the same text
 */
export function fingerprintNumber(text: string): number {
  const [h1, h2, , h4] = cyrb128(text.length, (i) => text.charCodeAt(i));
  return ((h1 ^ text.length) >>> 0) * 2 ** 21 + (((h2 ^ h4) >>> 0) & 0x1fffff);
}
