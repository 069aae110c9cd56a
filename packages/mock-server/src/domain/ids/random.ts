/** Fills a byte array with random bytes. Web Crypto by default; tests inject a seeded source. */
export type RandomBytes = (bytes: Uint8Array) => void;

/** Bytes drawn from Web Crypto at a time: one call serves about 200 ids instead of one. */
const POOL_BYTES = 4096;
/** Larger requests go straight to Web Crypto. */
const MAX_POOLED = 256;
const pool = new Uint8Array(POOL_BYTES);
let used = POOL_BYTES;

/**
 * Web Crypto's `getRandomValues`, available on Node, Deno, Bun, workers and browsers alike. Small requests
 * are served from a pool refilled 4 KB at a time (each byte handed out once), since one `getRandomValues`
 * call per id cost about a tenth of a request's time under load (issue 15).
 *
 * @example
 * const bytes = new Uint8Array(16);
 * cryptoRandom(bytes);
 */
export const cryptoRandom: RandomBytes = (bytes) => {
  if (bytes.length > MAX_POOLED) {
    globalThis.crypto.getRandomValues(bytes);
    return;
  }
  if (used + bytes.length > POOL_BYTES) {
    globalThis.crypto.getRandomValues(pool);
    used = 0;
  }
  bytes.set(pool.subarray(used, used + bytes.length));
  used += bytes.length;
};
