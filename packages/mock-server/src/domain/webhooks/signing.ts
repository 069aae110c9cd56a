const encoder = new TextEncoder();

async function hmacSha256(secret: string, message: string): Promise<Uint8Array> {
  const key = await globalThis.crypto.subtle.importKey(
    'raw',
    encoder.encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  return new Uint8Array(await globalThis.crypto.subtle.sign('HMAC', key, encoder.encode(message)));
}

/**
 * Standard Base64 (with padding) of bytes, as `Buffer#toString('base64')` writes it.
 *
 * @example
 * toBase64(new Uint8Array([104, 105])); // 'aGk='
 */
export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Lowercase hex of bytes.
 *
 * @example
 * toHex(new Uint8Array([0, 171])); // '00ab'
 */
export function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The Style B `Signature` header: Base64(HMAC-SHA256(webhookSecret, resource)) over the exact `resource`
 * string of the envelope, UTF-8 encoded (interface-spec part 6.1).
 *
 * @example
 * await signStyleB('whsec_example_sandbox_secret', envelope.resource); // 'h97US5MZ15nDRyoJ86J8zPU3zOqE9wcOwatkvY7IeHw='
 */
export async function signStyleB(secret: string, resource: string): Promise<string> {
  return toBase64(await hmacSha256(secret, resource));
}

/**
 * The Style A `x-webhook-signature` header: lowercase hex HMAC-SHA256 of the raw body under the subscription
 * secret, no prefix (interface-spec part 6.2, DECISIONS.md E-3).
 *
 * @example
 * await signStyleA('whsec_style_a_example', rawBody); // 'a9b4d9d6...'
 */
export async function signStyleA(secret: string, rawBody: string): Promise<string> {
  return toHex(await hmacSha256(secret, rawBody));
}
