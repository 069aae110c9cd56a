const encoder = new TextEncoder();

/**
 * HMAC-SHA256 of `message` under the UTF-8 bytes of `secret`, with Web Crypto (async, so it runs on Node,
 * Deno, Bun, Workers and browsers alike).
 *
 * @example
 * const mac = await hmacSha256('whsec_example', new TextEncoder().encode('{}')); // 32 bytes
 */
export async function hmacSha256(secret: string, message: Uint8Array): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, message as Uint8Array<ArrayBuffer>));
}
