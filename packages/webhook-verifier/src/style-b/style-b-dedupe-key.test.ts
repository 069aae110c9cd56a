import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { styleBDedupeKey, webCryptoSha256Hex } from './style-b-dedupe-key';

describe('styleBDedupeKey', () => {
  it('digests the resource synchronously where the runtime can, the same as Web Crypto does', async () => {
    const resource = '{"caseId":"kyc_1","label":"Café ☕ \ud83d\ude00"}';
    const expected = createHash('sha256').update(resource).digest('hex');
    expect(styleBDedupeKey('KYC.UPDATED', 'e1', resource)).toBe(`sha256:${expected}`);
    expect(await webCryptoSha256Hex(resource)).toBe(expected);
    expect(styleBDedupeKey('CARD.UPDATED', 'e1', resource)).toBe('event:e1');
  });
});
