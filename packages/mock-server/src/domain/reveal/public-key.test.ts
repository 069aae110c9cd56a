import { createPublicKey, generateKeyPairSync, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { importRevealPublicKey } from './public-key';

const FIELD = 'encryption.public_key_pem';

const rsa = (modulusLength: number) =>
  generateKeyPairSync('rsa', {
    modulusLength,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const rsa2048 = rsa(2048);
const rsa1024 = rsa(1024);

/**
 * An SPKI PEM with a random modulus of exactly `bits` bits. Importing a public key never factors the
 * modulus, so this tests the bounds without generating slow real 8 KB keys.
 */
function fakeRsaPem(bits: number): string {
  const n = randomBytes(Math.ceil(bits / 8));
  const topBit = (bits - 1) % 8;
  n[0] = ((n[0] ?? 0) & ((1 << topBit) - 1)) | (1 << topBit);
  n[n.length - 1] = (n[n.length - 1] ?? 0) | 1;
  return createPublicKey({ key: { kty: 'RSA', n: n.toString('base64url'), e: 'AQAB' }, format: 'jwk' })
    .export({ type: 'spki', format: 'pem' })
    .toString();
}

async function refusal(pem: unknown): Promise<DomainError> {
  const error = await importRevealPublicKey(pem).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  expect(error).toMatchObject({ kind: 'invalid', field: FIELD });
  return error as DomainError;
}

describe('importRevealPublicKey', () => {
  it('imports an RSA-2048 SPKI PEM for RSA-OAEP SHA-256 encryption', async () => {
    const key = await importRevealPublicKey(rsa2048.publicKey);
    expect(key.type).toBe('public');
    expect(key.usages).toEqual(['encrypt']);
    expect(key.algorithm).toMatchObject({ name: 'RSA-OAEP', modulusLength: 2048, hash: { name: 'SHA-256' } });
  });

  it('tolerates CRLF line ends, trailing whitespace and unusual line lengths', async () => {
    const crlf = `${rsa2048.publicKey.replace(/\n/g, '\r\n')}  \r\n\t\n`;
    await expect(importRevealPublicKey(crlf)).resolves.toMatchObject({ type: 'public' });
    const [head, ...rest] = rsa2048.publicKey.trim().split('\n');
    const foot = rest.pop();
    const body = rest.join('');
    const relined = [head, body.slice(0, 100), body.slice(100), foot].join('\n');
    await expect(importRevealPublicKey(relined)).resolves.toMatchObject({ type: 'public' });
  });

  it.each([2048, 4096, 8192])('accepts a %i-bit modulus (bounds inclusive)', async (bits) => {
    const key = await importRevealPublicKey(fakeRsaPem(bits));
    expect((key.algorithm as RsaHashedKeyAlgorithm).modulusLength).toBe(bits);
  });

  it.each([1024, 2047, 8193, 8704, 16384])('refuses a %i-bit modulus, saying the bounds', async (bits) => {
    const pem = bits === 1024 ? rsa1024.publicKey : fakeRsaPem(bits);
    expect((await refusal(pem)).message).toBe(
      `${FIELD} must be an RSA key of 2048 to 8192 bits; got ${bits} bits`,
    );
  });

  it.each([
    [
      'EC P-256',
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey,
      /\(RSA is required\); got key type EC$/,
    ],
    ['Ed25519', generateKeyPairSync('ed25519').publicKey, /\(RSA is required\); got key type Ed25519$/],
    ['X25519', generateKeyPairSync('x25519').publicKey, /\(RSA is required\); got key type X25519$/],
  ])('refuses an %s key, saying RSA is required', async (_, publicKey, message) => {
    const pem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
    expect((await refusal(pem)).message).toMatch(message);
  });

  it('refuses a PKCS#1 RSA PUBLIC KEY, saying SPKI is required', async () => {
    const pkcs1 = createPublicKey(rsa2048.publicKey).export({ type: 'pkcs1', format: 'pem' }).toString();
    expect(pkcs1).toMatch(/^-----BEGIN RSA PUBLIC KEY-----/);
    expect((await refusal(pkcs1)).message).toMatch(/PKCS#1 RSA PUBLIC KEY; SPKI .* is required/);
  });

  it.each([
    ['PKCS#8', rsa2048.privateKey],
    [
      'PKCS#1',
      generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs1', format: 'pem' }),
    ],
    [
      'EC',
      generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'sec1', format: 'pem' }),
    ],
  ])('refuses a %s private key, saying so', async (_, pem) => {
    const error = await refusal(pem.toString());
    expect(error.message).toMatch(/is a private key/);
    // The refusal must never echo key material back.
    expect(error.message).not.toMatch(/MII/);
  });

  const body = rsa2048.publicKey.split('\n').slice(1, -2).join('\n');
  it.each([
    ['undefined', undefined, /must be a string/],
    ['null', null, /must be a string/],
    ['a number', 2048, /must be a string/],
    ['an object', { pem: rsa2048.publicKey }, /must be a string/],
    ['bytes', new TextEncoder().encode(rsa2048.publicKey), /must be a string/],
    ['an empty string', '', /starting with -----BEGIN PUBLIC KEY-----/],
    ['garbage', 'not a key at all', /starting with -----BEGIN PUBLIC KEY-----/],
    ['bare Base64 without armour', body.replace(/\n/g, ''), /starting with -----BEGIN PUBLIC KEY-----/],
    ['text before the block', `key:\n${rsa2048.publicKey}`, /nothing before it/],
    ['leading whitespace', ` ${rsa2048.publicKey}`, /nothing before it/],
    ['text after the block', `${rsa2048.publicKey}thanks\n`, /nothing after it/],
    ['two blocks', rsa2048.publicKey + rsa1024.publicKey, /nothing after it/],
    ['a missing END line', `-----BEGIN PUBLIC KEY-----\n${body}\n`, /must end with -----END PUBLIC KEY-----/],
    [
      'a mismatched END line',
      `-----BEGIN PUBLIC KEY-----\n${body}\n-----END RSA PUBLIC KEY-----\n`,
      /must end/,
    ],
    [
      'a certificate',
      `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`,
      /label CERTIFICATE/,
    ],
    ['an empty body', '-----BEGIN PUBLIC KEY-----\n\n-----END PUBLIC KEY-----\n', /not valid Base64/],
    [
      'non-Base64 characters',
      `-----BEGIN PUBLIC KEY-----\n${body}!\n-----END PUBLIC KEY-----`,
      /not valid Base64/,
    ],
    [
      'Base64URL characters',
      `-----BEGIN PUBLIC KEY-----\nab-_\n-----END PUBLIC KEY-----`,
      /not valid Base64/,
    ],
    [
      'truncated Base64',
      `-----BEGIN PUBLIC KEY-----\n${body.slice(0, -1)}\n-----END PUBLIC KEY-----`,
      /Base64/,
    ],
    [
      'random bytes',
      `-----BEGIN PUBLIC KEY-----\n${randomBytes(294).toString('base64')}\n-----END PUBLIC KEY-----`,
      /SPKI/,
    ],
    [
      'a DER with trailing bytes',
      `-----BEGIN PUBLIC KEY-----\n${Buffer.concat([createPublicKey(rsa2048.publicKey).export({ type: 'spki', format: 'der' }), Buffer.from([0, 0])]).toString('base64')}\n-----END PUBLIC KEY-----`,
      /SPKI/,
    ],
    [
      'an oversized string',
      `-----BEGIN PUBLIC KEY-----\n${'A'.repeat(20_000)}\n-----END PUBLIC KEY-----`,
      /at most 16384/,
    ],
  ])('refuses %s', async (_, pem, message) => {
    expect((await refusal(pem)).message).toMatch(message);
  });

  it('refuses an rsaEncryption SPKI whose key Web Crypto cannot parse', async () => {
    const der = createPublicKey(rsa2048.publicKey).export({ type: 'spki', format: 'der' });
    // Corrupt the modulus INTEGER's tag inside the BIT STRING; the algorithm OID stays rsaEncryption.
    const bitString = der.indexOf(Buffer.from([0x03, 0x82]));
    der[bitString + 4 + 1 + 4] = 0x05;
    const pem = `-----BEGIN PUBLIC KEY-----\n${der.toString('base64')}\n-----END PUBLIC KEY-----\n`;
    expect((await refusal(pem)).message).toBe(`${FIELD} is not a valid RSA public key`);
  });
});
