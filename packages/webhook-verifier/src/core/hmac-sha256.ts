const encoder = new TextEncoder();

/** Secrets whose imported key is kept: an application verifies with one or two (rotation), rarely more. */
const MAX_KEYS = 16;

/** Imported keys by secret, oldest first; a promise, so concurrent first calls import once. */
const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The HMAC key of a secret, imported once: importing it on every call cost more than the HMAC itself.
 * Non-extractable, so the cache holds nothing the application does not already hold as the secret.
 */
function hmacKey(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (key === undefined) {
    key = globalThis.crypto.subtle.importKey(
      'raw',
      encoder.encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign'],
    );
    // A failed import is not kept, so the next call tries again.
    key.catch(() => keys.delete(secret));
    keys.set(secret, key);
    if (keys.size > MAX_KEYS) keys.delete(keys.keys().next().value as string);
  }
  return key;
}

/**
 * HMAC-SHA256 of `message` under the UTF-8 bytes of `secret`, with Web Crypto (async, so it runs on Node,
 * Deno, Bun, Workers and browsers alike). The key of each secret is imported once and kept (up to 16
 * secrets, the oldest dropped first).
 *
 * @example
 * const mac = await hmacSha256('whsec_example', new TextEncoder().encode('{}')); // 32 bytes
 */
export async function hmacSha256(secret: string, message: Uint8Array): Promise<Uint8Array> {
  const key = await hmacKey(secret);
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, message as Uint8Array<ArrayBuffer>));
}
