import { cryptoRandom, type RandomBytes } from './random';

const ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz'; // Crockford base32, lower case
const ALPHABET_CODES = Uint8Array.from(ALPHABET, (char) => char.charCodeAt(0));
/** Decodes the ASCII bytes of an id (latin1 reads each byte as its character, the fastest way to a string). */
const ASCII = new TextDecoder('latin1');
const HEX = Array.from({ length: 256 }, (_, byte) => byte.toString(16).padStart(2, '0'));

/**
 * A version 4 UUID, for the ids the interface spec types as UUID (accountId, eventId...).
 *
 * @example
 * uuid(); // '3b241101-e2bb-4255-8caf-4136c566a962'
 */
export function uuid(random: RandomBytes = cryptoRandom): string {
  // Node batches randomUUID's entropy; a browser page on plain http (not a secure context) lacks it.
  if (random === cryptoRandom && typeof globalThis.crypto.randomUUID === 'function') {
    return globalThis.crypto.randomUUID();
  }
  const b = new Uint8Array(16);
  random(b);
  b[6] = ((b[6] ?? 0) & 0x0f) | 0x40;
  b[8] = ((b[8] ?? 0) & 0x3f) | 0x80;
  let hex = '';
  for (const byte of b) hex += HEX[byte];
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * An opaque prefixed id (`card_8k2v...`), for every id the spec does not type as UUID (DECISIONS.md B-30).
 * 20 base32 characters carry 100 bits of randomness.
 *
 * @example
 * prefixedId('card'); // 'card_0f3kq9w8z2m4x7c1v5bn'
 */
export function prefixedId(prefix: string, random: RandomBytes = cryptoRandom): string {
  return token(`${prefix}_`, 20, random);
}

/**
 * A URL-safe random string of `length` characters: authorization codes, tokens, secrets.
 *
 * @example
 * randomToken(32); // 'x3k9...'
 */
export function randomToken(length: number, random: RandomBytes = cryptoRandom): string {
  return token('', length, random);
}

/**
 * `lead` then `length` random characters, made as one flat string: a string appended to a character at a
 * time is, past 12 characters, a chain of 32-byte links that every id kept as long as it was stored
 * (bench/scale.ts).
 */
function token(lead: string, length: number, random: RandomBytes): string {
  // Bytes decoded once, so the string comes out flat and one byte a character; leads are ASCII prefixes.
  const codes = new Uint8Array(lead.length + length);
  for (let i = 0; i < lead.length; i += 1) codes[i] = lead.charCodeAt(i);
  const bytes = codes.subarray(lead.length);
  random(bytes);
  for (let i = 0; i < length; i += 1) bytes[i] = ALPHABET_CODES[(bytes[i] as number) & 31] as number;
  return ASCII.decode(codes);
}
