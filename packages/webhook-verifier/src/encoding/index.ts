/**
 * @card-issuance/webhook-verifier/encoding: strict standard Base64 and hex on the Web platform only (no
 * `Buffer`), as the verifier reads and writes signatures. The Style A SDK decodes and encodes its reveal
 * keys with it.
 *
 * @example
 * import { decodeBase64, encodeBase64 } from '@card-issuance/webhook-verifier/encoding';
 * decodeBase64(encodeBase64(new Uint8Array([104, 105]))); // Uint8Array [104, 105]
 */
export { decodeBase64, encodeBase64 } from './base64';
export { decodeHex, encodeHex } from './hex';
