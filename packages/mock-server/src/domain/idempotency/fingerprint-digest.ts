/**
 * A 128-bit digest of a request's fingerprint (cyrb128 over its UTF-16 code units, as 32 hex digits), kept
 * instead of the canonical body itself so an idempotency record costs its response, not its request too.
 * Not cryptographic: it tells a changed request from the same one, which is all a key's check needs.
 *
 * @example
 * fingerprintDigest('{"a":1}'); // '5d0c3a...' (32 hex digits, the same for the same text)
 */
export function fingerprintDigest(text: string): string {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i += 1) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  // The length joins in too, so texts differing only in trailing code units cannot meet by the mixing alone.
  const words = [h1, h2, h3, h4 ^ text.length];
  return words.map((word) => (word >>> 0).toString(16).padStart(8, '0')).join('');
}
