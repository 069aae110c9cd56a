import { describe, expect, it } from 'vitest';
import { decodeBase64, decodeBase64Url, encodeBase64, encodeBase64Url } from './base64';

describe('Base64', () => {
  it('writes standard Base64 with padding, as Buffer does, and reads it back', () => {
    const bytes = new Uint8Array([0, 15, 171, 255, 104]);
    expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    expect(encodeBase64(new Uint8Array([104, 105]))).toBe('aGk=');
    expect(encodeBase64(new Uint8Array())).toBe('');
    expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes);
  });

  it('writes base64url without padding, as Buffer does, and reads it back', () => {
    for (const text of ['whd_1', 'card_0f3k?>', '~~~', 'a']) {
      expect(encodeBase64Url(text)).toBe(Buffer.from(text, 'latin1').toString('base64url'));
      expect(decodeBase64Url(encodeBase64Url(text))).toBe(text);
    }
  });

  it('throws on what is not Base64', () => {
    expect(() => decodeBase64('a')).toThrow();
    expect(() => decodeBase64Url('a')).toThrow();
  });
});
