/**
 * cyrb128, a fast non-cryptographic 128-bit hash, over `length` units read by `unitAt` (bytes or UTF-16
 * code units): four unsigned 32-bit words. Seeds the sandbox's random stream and digests idempotent
 * requests; never use it where an adversary picks the input to collide.
 *
 * @example
 * const bytes = new TextEncoder().encode('demo');
 * cyrb128(bytes.length, (i) => bytes[i] ?? 0); // [h1, h2, h3, h4]
 */
export function cyrb128(length: number, unitAt: (index: number) => number): [number, number, number, number] {
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < length; i += 1) {
    const k = unitAt(i);
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
  return [h1 >>> 0, h2 >>> 0, h3 >>> 0, h4 >>> 0];
}
