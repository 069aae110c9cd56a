// The workspace's one Base64 is the verifier's (`@card-issuance/webhook-verifier/encoding`, S-42): the
// mock's domain signs with the verifier already, and both run on the Web platform only. The base64url of
// ids and cursor keys below is the platform's `btoa`/`atob` with the URL alphabet.
import { encodeBase64, decodeBase64 as readBase64 } from '@card-issuance/webhook-verifier/encoding';

export { encodeBase64 };

/**
 * The bytes of standard Base64 the caller has already checked; anything else throws.
 *
 * @example
 * decodeBase64('aGk='); // Uint8Array [104, 105]
 */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  const bytes = readBase64(text);
  if (!bytes) throw new TypeError('not Base64');
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
