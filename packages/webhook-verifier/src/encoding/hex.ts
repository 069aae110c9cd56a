const HEX = /^(?:[0-9a-fA-F]{2})*$/;

/**
 * Lowercase hex, as the Style A `x-webhook-signature` header carries it.
 *
 * @example
 * encodeHex(new Uint8Array([0, 171])); // '00ab'
 */
export function encodeHex(bytes: Uint8Array): string {
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Decodes hex (either case); `undefined` when the text is not an even run of hex digits.
 *
 * @example
 * decodeHex('00ab'); // Uint8Array [0, 171]
 * decodeHex('0g'); // undefined
 */
export function decodeHex(text: string): Uint8Array | undefined {
  if (!HEX.test(text)) return undefined;
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}
