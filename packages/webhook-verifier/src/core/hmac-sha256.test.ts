import { createHmac as nodeCreateHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { hmacSha256, nodeCrypto, nodeCryptoHmacSha256, webCryptoHmacSha256 } from './hmac-sha256';

const bytes = (text: string) => new TextEncoder().encode(text);
const reference = (secret: string, message: string) =>
  new Uint8Array(nodeCreateHmac('sha256', secret).update(message).digest());

const secrets = ['whsec_example', 'ü-秘密-🔑', 'x'.repeat(200), 'lone \ud800 surrogate'];
const messages = ['', '{}', '{"resource":"é"}', 'y'.repeat(5000), 'lone \udc00 surrogate'];
const runtime = nodeCrypto(globalThis as Parameters<typeof nodeCrypto>[0]);

describe('hmacSha256', () => {
  it('equals node:crypto HMAC-SHA256 (RFC 4231 case 2), given bytes or a string taken as UTF-8', async () => {
    const rfc = '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843';
    expect(Buffer.from(await hmacSha256('Jefe', 'what do ya want for nothing?')).toString('hex')).toBe(rfc);
    for (const secret of secrets) {
      for (const message of messages) {
        expect(await hmacSha256(secret, bytes(message))).toEqual(reference(secret, message));
        expect(await hmacSha256(secret, message)).toEqual(reference(secret, message));
      }
    }
  });

  it('gives the same MAC through Web Crypto (browsers, edge) and through node:crypto', async () => {
    expect(runtime).toBeDefined();
    const nodeHmac = nodeCryptoHmacSha256(runtime as NonNullable<typeof runtime>);
    for (const secret of secrets) {
      for (const message of messages) {
        const web = await webCryptoHmacSha256(secret, message);
        expect(web).toEqual(reference(secret, message));
        expect(await webCryptoHmacSha256(secret, bytes(message))).toEqual(web);
        expect(nodeHmac.bytes(secret, message)).toEqual(web);
        expect(nodeHmac.text(secret, message, 'hex')).toBe(Buffer.from(web).toString('hex'));
        expect(nodeHmac.text(secret, message, 'base64')).toBe(Buffer.from(web).toString('base64'));
      }
    }
  });

  it('falls back to Web Crypto where the runtime has no node:crypto', () => {
    expect(nodeCrypto({})).toBeUndefined();
    expect(nodeCrypto({ process: {} })).toBeUndefined();
    expect(nodeCrypto({ process: { getBuiltinModule: () => undefined } })).toBeUndefined();
    expect(nodeCrypto({ process: { getBuiltinModule: () => ({ createHash: () => 0 }) } })).toBeUndefined();
    const refusing = () => {
      throw new Error('not allowed here');
    };
    expect(nodeCrypto({ process: { getBuiltinModule: refusing } })).toBeUndefined();
  });

  it('keeps each Web Crypto key apart, concurrent first calls and secrets past the kept 16 included', async () => {
    const secrets = Array.from({ length: 40 }, (_, i) => `whsec_${i}`);
    const macs = await Promise.all(
      [...secrets, ...secrets].map((secret) => webCryptoHmacSha256(secret, bytes('{}'))),
    );
    macs.forEach((mac, i) => {
      expect(mac).toEqual(reference(secrets[i % 40] as string, '{}'));
    });
    expect(await webCryptoHmacSha256('whsec_0', bytes('{}'))).toEqual(reference('whsec_0', '{}'));
  });
});
