import {
  constants,
  createDecipheriv,
  generateKeyPair,
  generateKeyPairSync,
  privateDecrypt,
} from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { encryptPaymentDetails, type PaymentDetailsEnvelope, type PaymentDetailsPlaintext } from './envelope';
import { importRevealPublicKey } from './public-key';

const ajv = new Ajv2020({ strict: false, validateSchema: false, allErrors: true });
ajv.addSchema(
  parse(readFileSync(join(import.meta.dirname, '../../../../../specs/style-a.openapi.yaml'), 'utf8')),
  'style-a',
);
const schemaErrors = (schema: string, value: unknown) => {
  const validate = ajv.getSchema(`style-a#/components/schemas/${schema}`);
  if (!validate) throw new Error(`no schema ${schema}`);
  return validate(value) ? [] : validate.errors;
};

const rsaOptions = (modulusLength: number) =>
  ({
    modulusLength,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  }) as const;
const caller = generateKeyPairSync('rsa', rsaOptions(2048));

const details: PaymentDetailsPlaintext = {
  pan: '4319400000004242',
  cvv: '123',
  expMonth: 9,
  expYear: 2029,
  bin: '43194000',
  lastFour: '4242',
  cardId: 'crd_8f0c2d1e',
};

/** What a caller does with the envelope, with Node's own crypto rather than Web Crypto. */
function open(envelope: PaymentDetailsEnvelope, privateKey: string) {
  const aesKey = privateDecrypt(
    { key: privateKey, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING },
    Buffer.from(envelope.encryptedKey, 'base64'),
  );
  const iv = Buffer.from(envelope.iv, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, iv);
  decipher.setAuthTag(Buffer.from(envelope.authTag, 'base64'));
  const json = Buffer.concat([decipher.update(Buffer.from(envelope.ciphertext, 'base64')), decipher.final()]);
  return { aesKey, iv, json: json.toString('utf8'), plaintext: JSON.parse(json.toString('utf8')) as unknown };
}

describe('encryptPaymentDetails', () => {
  it('round-trips through RSA-OAEP SHA-256 and AES-256-GCM as decrypted by node:crypto', async () => {
    const envelope = await encryptPaymentDetails(await importRevealPublicKey(caller.publicKey), details);
    const opened = open(envelope, caller.privateKey);
    expect(opened.plaintext).toEqual(details);
    expect(opened.aesKey).toHaveLength(32);
    expect(schemaErrors('PaymentDetailsPlaintext', opened.plaintext)).toEqual([]);
  });

  it('answers the spec shape: Base64 fields, 12-byte IV, 16-byte tag, expiresIn 60', async () => {
    const envelope = await encryptPaymentDetails(await importRevealPublicKey(caller.publicKey), details);
    expect(schemaErrors('PaymentDetailsEnvelope', envelope)).toEqual([]);
    expect(Object.keys(envelope).sort()).toEqual(
      ['algorithm', 'authTag', 'ciphertext', 'encryptedKey', 'expiresIn', 'iv'].sort(),
    );
    expect(envelope.algorithm).toBe('RSA_OAEP_SHA256_AES_256_GCM');
    expect(envelope.expiresIn).toBe(60);
    expect(Buffer.from(envelope.iv, 'base64')).toHaveLength(12);
    expect(Buffer.from(envelope.authTag, 'base64')).toHaveLength(16);
    expect(Buffer.from(envelope.encryptedKey, 'base64')).toHaveLength(256);
    // GCM adds no padding: with the tag split off, the ciphertext is exactly as long as the JSON.
    expect(Buffer.from(envelope.ciphertext, 'base64')).toHaveLength(JSON.stringify(details).length);
  });

  it('draws a fresh AES key and IV for every call', async () => {
    const key = await importRevealPublicKey(caller.publicKey);
    const [a, b] = await Promise.all([
      encryptPaymentDetails(key, details),
      encryptPaymentDetails(key, details),
    ]);
    if (!a || !b) throw new Error('two envelopes expected');
    expect(a.encryptedKey).not.toBe(b.encryptedKey);
    expect(a.iv).not.toBe(b.iv);
    expect(a.ciphertext).not.toBe(b.ciphertext);
    expect(a.authTag).not.toBe(b.authTag);
    const [openA, openB] = [open(a, caller.privateKey), open(b, caller.privateKey)];
    expect(openA.aesKey.equals(openB.aesKey)).toBe(false);
    expect(openA.plaintext).toEqual(openB.plaintext);
  });

  it('encrypts only the seven documented fields', async () => {
    const extra = { ...details, secret: 'internal', ssn: '123-45-6789' };
    const envelope = await encryptPaymentDetails(await importRevealPublicKey(caller.publicKey), extra);
    expect(open(envelope, caller.privateKey).json).toBe(JSON.stringify(details));
  });

  it('takes its key and IV from the injected random source, and wipes the key bytes after use', async () => {
    const drawn: Uint8Array[] = [];
    let counter = 0;
    const random = (bytes: Uint8Array) => {
      for (let i = 0; i < bytes.length; i++) bytes[i] = counter++ & 0xff;
      drawn.push(bytes);
    };
    const envelope = await encryptPaymentDetails(await importRevealPublicKey(caller.publicKey), details, {
      random,
    });
    const opened = open(envelope, caller.privateKey);
    expect([...opened.aesKey]).toEqual(Array.from({ length: 32 }, (_, i) => i));
    expect([...opened.iv]).toEqual(Array.from({ length: 12 }, (_, i) => 32 + i));
    expect(drawn.map((d) => d.length)).toEqual([32, 12]);
    expect(drawn[0]?.every((byte) => byte === 0)).toBe(true);
  });

  it('produces a real tag: a flipped ciphertext bit fails to decrypt', async () => {
    const envelope = await encryptPaymentDetails(await importRevealPublicKey(caller.publicKey), details);
    const bytes = Buffer.from(envelope.ciphertext, 'base64');
    bytes[0] = (bytes[0] ?? 0) ^ 1;
    expect(() => open({ ...envelope, ciphertext: bytes.toString('base64') }, caller.privateKey)).toThrow();
  });

  describe('with a 4096-bit key', () => {
    let big: { publicKey: string; privateKey: string };
    beforeAll(async () => {
      // Async so generation does not block the worker; 4096-bit primes take a second or so.
      big = await promisify(generateKeyPair)('rsa', rsaOptions(4096));
    }, 30_000);

    it('round-trips', async () => {
      const envelope = await encryptPaymentDetails(await importRevealPublicKey(big.publicKey), details);
      expect(Buffer.from(envelope.encryptedKey, 'base64')).toHaveLength(512);
      expect(schemaErrors('PaymentDetailsEnvelope', envelope)).toEqual([]);
      expect(open(envelope, big.privateKey).plaintext).toEqual(details);
    });
  });
});
