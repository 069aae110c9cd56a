const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

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
 * when the text is not that.
 *
 * @example
 * decodeBase64('aGk='); // Uint8Array [104, 105]
 * decodeBase64('aGk'); // undefined
 */
export function decodeBase64(text: string): Uint8Array | undefined {
  if (!BASE64.test(text)) return undefined;
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
