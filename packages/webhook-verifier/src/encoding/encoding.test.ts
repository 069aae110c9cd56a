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

  it('decodes Base64 as Node does for every length and padding, and refuses one bad character anywhere', () => {
    for (let length = 0; length <= 40; length += 1) {
      const bytes = Uint8Array.from({ length }, (_, i) => (i * 37 + length * 11) % 256);
      const text = Buffer.from(bytes).toString('base64');
      expect(decodeBase64(text)).toEqual(bytes);
      for (let at = 0; at < text.length; at += 1) {
        for (const bad of ['-', '_', ' ', '.', '\n']) {
          expect(decodeBase64(text.slice(0, at) + bad + text.slice(at + 1))).toBeUndefined();
        }
      }
    }
  });

  it('refuses what is not strict Base64 or hex', () => {
    for (const text of ['aGk', 'aG k=', 'aGk=\n', '-_8=', '====']) expect(decodeBase64(text)).toBeUndefined();
    for (const text of ['abc', '0g', 'sha256=00', ' 00']) expect(decodeHex(text)).toBeUndefined();
    expect(decodeBase64('')).toEqual(new Uint8Array());
    for (const text of ['a===', 'aG=k', '=aGk', 'aGk==', 'aé==', 'YWJj\u00e9Zg==']) {
      expect(decodeBase64(text), text).toBeUndefined();
    }
    expect(decodeHex('ABab')).toEqual(new Uint8Array([171, 171]));
  });
});
