const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
/** Each ASCII character's 6-bit value, -1 outside the alphabet. */
const VALUES = new Int8Array(128).fill(-1);
for (let i = 0; i < ALPHABET.length; i += 1) VALUES[ALPHABET.charCodeAt(i)] = i;
const PAD = 61; // '='

/**
 * Standard Base64 with padding, as the Style B `Signature` header carries it.
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
 * Decodes strict standard Base64 (padding required, no whitespace, no URL-safe alphabet); `undefined`
 * when the text is not that. One pass over a table: a signature header is decoded on every verification,
 * and a regular expression plus `atob` cost several times more.
 *
 * @example
 * decodeBase64('aGk='); // Uint8Array [104, 105]
 * decodeBase64('aGk'); // undefined
 */
export function decodeBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  const { length } = text;
  if (length % 4 !== 0) return undefined;
  const padding =
    length > 0 && text.charCodeAt(length - 1) === PAD ? (text.charCodeAt(length - 2) === PAD ? 2 : 1) : 0;
  const bytes = new Uint8Array((length / 4) * 3 - padding);
  let out = 0;
  for (let i = 0; i < length; i += 4) {
    let group = 0;
    for (let j = i; j < i + 4; j += 1) {
      const code = text.charCodeAt(j);
      // '=' only as the padding at the very end; anything outside the alphabet is refused.
      const value =
        j >= length - padding ? (code === PAD ? 0 : -1) : code < 128 ? (VALUES[code] as number) : -1;
      if (value < 0) return undefined;
      group = (group << 6) | value;
    }
    bytes[out++] = group >> 16;
    if (out < bytes.length) bytes[out++] = (group >> 8) & 255;
    if (out < bytes.length) bytes[out++] = group & 255;
  }
  return bytes;
}
