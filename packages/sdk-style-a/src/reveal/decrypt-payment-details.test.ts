import { constants, createCipheriv, generateKeyPairSync, publicEncrypt, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptPaymentDetails, type PaymentDetailsEnvelope } from './decrypt-payment-details';
import { generateRevealKeyPair } from './generate-reveal-key-pair';
import { PaymentDetailsError } from './payment-details-error';

// The envelope is built here with node:crypto alone, independently of the mock and of the code under test.
const DETAILS = {
  pan: '4319400000004242',
  cvv: '123',
  expMonth: 9,
  expYear: 2029,
  bin: '431940',
  lastFour: '4242',
  cardId: 'card_7Hq2LmX9Vd',
};

function seal(publicKeyPem: string, plaintext: unknown = DETAILS): PaymentDetailsEnvelope {
  const key = randomBytes(32);
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const ciphertext = Buffer.concat([cipher.update(JSON.stringify(plaintext), 'utf8'), cipher.final()]);
  const encryptedKey = publicEncrypt(
    { key: publicKeyPem, oaepHash: 'sha256', padding: constants.RSA_PKCS1_OAEP_PADDING },
    key,
  );
  return {
    algorithm: 'RSA_OAEP_SHA256_AES_256_GCM',
    encryptedKey: encryptedKey.toString('base64'),
    iv: iv.toString('base64'),
    authTag: cipher.getAuthTag().toString('base64'),
    ciphertext: ciphertext.toString('base64'),
    expiresIn: 60,
  };
}

function flip(base64: string, index = 0): string {
  const bytes = Buffer.from(base64, 'base64');
  bytes[index] = (bytes[index] ?? 0) ^ 0x01;
  return bytes.toString('base64');
}

const pair = await generateRevealKeyPair();

describe('generateRevealKeyPair', () => {
  it('makes an RSA-OAEP SHA-256 key of 2048 bits whose private half cannot be exported', async () => {
    expect(pair.publicKeyPem).toMatch(
      /^-----BEGIN PUBLIC KEY-----\n[A-Za-z0-9+/=\n]+\n-----END PUBLIC KEY-----\n$/,
    );
    expect(pair.privateKey).toMatchObject({
      type: 'private',
      extractable: false,
      algorithm: { name: 'RSA-OAEP', modulusLength: 2048, hash: { name: 'SHA-256' } },
    });
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
  });

  it('refuses a key size the service would refuse', async () => {
    await expect(generateRevealKeyPair({ modulusLength: 1024 })).rejects.toThrow(RangeError);
  });
});

describe('decryptPaymentDetails against envelopes built with node:crypto', () => {
  it('opens a sound envelope and returns exactly the seven fields', async () => {
    const details = await decryptPaymentDetails(
      seal(pair.publicKeyPem, { ...DETAILS, extra: 1 }),
      pair.privateKey,
    );
    expect(details).toEqual(DETAILS);
  });

  it.each([
    [
      'ciphertext',
      (e: PaymentDetailsEnvelope) => ({ ...e, ciphertext: flip(e.ciphertext) }),
      /ciphertext, iv or authTag/,
    ],
    [
      'tag',
      (e: PaymentDetailsEnvelope) => ({ ...e, authTag: flip(e.authTag, 15) }),
      /ciphertext, iv or authTag/,
    ],
    ['IV', (e: PaymentDetailsEnvelope) => ({ ...e, iv: flip(e.iv, 5) }), /ciphertext, iv or authTag/],
    [
      'wrapped key',
      (e: PaymentDetailsEnvelope) => ({ ...e, encryptedKey: flip(e.encryptedKey, 40) }),
      /unwrap the AES key/,
    ],
  ])('refuses tampered %s with a clear error', async (_name, tamper, message) => {
    const error = await decryptPaymentDetails(tamper(seal(pair.publicKeyPem)), pair.privateKey).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(PaymentDetailsError);
    expect((error as Error).message).toMatch(message);
    expect((error as Error).message).not.toContain(DETAILS.pan);
  });

  it('refuses an envelope sealed for another key pair', async () => {
    const other = generateKeyPairSync('rsa', {
      modulusLength: 2048,
      publicKeyEncoding: { type: 'spki', format: 'pem' },
      privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
    });
    await expect(decryptPaymentDetails(seal(other.publicKey), pair.privateKey)).rejects.toThrow(
      /encrypted to another public key/,
    );
  });

  it('refuses an unknown algorithm, a malformed field and a plaintext that is not the details', async () => {
    const sound = seal(pair.publicKeyPem);
    await expect(
      decryptPaymentDetails({ ...sound, algorithm: 'RSA_PKCS1_AES_128_CBC' } as never, pair.privateKey),
    ).rejects.toThrow(/unsupported algorithm RSA_PKCS1_AES_128_CBC/);
    await expect(decryptPaymentDetails({ ...sound, iv: 'AAAA' }, pair.privateKey)).rejects.toThrow(
      /iv must be 12 bytes, got 3/,
    );
    await expect(
      decryptPaymentDetails({ ...sound, ciphertext: 'not base64!' }, pair.privateKey),
    ).rejects.toThrow(/ciphertext is not Base64/);
    await expect(decryptPaymentDetails(seal(pair.publicKeyPem, { pan: 1 }), pair.privateKey)).rejects.toThrow(
      /not the payment-details plaintext/,
    );
  });
});
