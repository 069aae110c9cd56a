import { cyrb128 } from '../ids/cyrb128';

/**
 * A 128-bit digest of a request's fingerprint (cyrb128 over its UTF-16 code units, as 32 hex digits), kept
 * instead of the canonical body itself so an idempotency record costs its response, not its request too.
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
