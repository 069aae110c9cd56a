/** Fills a byte array with random bytes. Web Crypto by default; tests inject a seeded source. */
export type RandomBytes = (bytes: Uint8Array) => void;

/**
 * Web Crypto's `getRandomValues`, available on Node, Deno, Bun, workers and browsers alike.
 *
 * @example
 * const bytes = new Uint8Array(16);
 * cryptoRandom(bytes);
 */
export const cryptoRandom: RandomBytes = (bytes) => {
  globalThis.crypto.getRandomValues(bytes);
};
