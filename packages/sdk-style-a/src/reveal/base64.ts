/**
 * Base64 to bytes with the Web platform only (`atob`); null when `text` is not Base64.
 *
 * @example
 * fromBase64('AAEC'); // Uint8Array [0, 1, 2]
 */
export function fromBase64(text: unknown): Uint8Array<ArrayBuffer> | null {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 !== 0) return null;
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}

/**
 * Bytes to Base64 with the Web platform only (`btoa`).
 *
 * @example
 * toBase64(new Uint8Array([0, 1, 2])); // 'AAEC'
 */
export function toBase64(bytes: ArrayBuffer): string {
  let text = '';
  for (const byte of new Uint8Array(bytes)) text += String.fromCharCode(byte);
  return btoa(text);
}
