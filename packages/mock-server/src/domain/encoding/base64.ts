// The mock's one Base64, with the Web platform only (`btoa`, `atob`): the domain runs in browsers too.
// The verifier has its own, not public API, so the mock cannot import it (DECISIONS.md G-82).

/**
 * Standard Base64 (with padding) of bytes, as `Buffer#toString('base64')` writes it.
 *
 * @example
 * encodeBase64(new Uint8Array([104, 105])); // 'aGk='
 */
export function encodeBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The bytes of standard Base64 the caller has already checked; anything `atob` refuses throws.
 *
 * @example
 * decodeBase64('aGk='); // Uint8Array [104, 105]
 */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/**
 * base64url without padding of a Latin-1 string (an id, a cursor key): opaque tokens in URLs.
 *
 * @example
 * encodeBase64Url('whd_1'); // 'd2hkXzE'
 */
export function encodeBase64Url(text: string): string {
  return btoa(text).replaceAll('+', '-').replaceAll('/', '_').replace(/=+$/, '');
}

/**
 * The Latin-1 string of base64url (padding optional); what `atob` refuses throws.
 *
 * @example
 * decodeBase64Url('d2hkXzE'); // 'whd_1'
 */
export function decodeBase64Url(text: string): string {
  return atob(text.replaceAll('-', '+').replaceAll('_', '/'));
}
