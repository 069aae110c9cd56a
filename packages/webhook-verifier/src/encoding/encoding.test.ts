import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeHex, encodeBase64, encodeHex } from '.';

describe('encodings', () => {
  it('round-trips every byte through Base64 and hex', () => {
    const bytes = Uint8Array.from({ length: 256 }, (_, i) => i);
    expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes);
    expect(decodeHex(encodeHex(bytes))).toEqual(bytes);
    expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(encodeHex(bytes)).toBe(Buffer.from(bytes).toString('hex'));
  });

  it('refuses what is not strict Base64 or hex', () => {
    for (const text of ['aGk', 'aG k=', 'aGk=\n', '-_8=', '====']) expect(decodeBase64(text)).toBeUndefined();
    for (const text of ['abc', '0g', 'sha256=00', ' 00']) expect(decodeHex(text)).toBeUndefined();
    expect(decodeBase64('')).toEqual(new Uint8Array());
    expect(decodeHex('ABab')).toEqual(new Uint8Array([171, 171]));
  });
});
