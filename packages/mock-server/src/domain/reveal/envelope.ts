import type {
  SchemaPaymentDetailsEnvelope,
  SchemaPaymentDetailsPlaintext,
} from '@card-issuance/contracts/style-a-types';
import { encodeBase64 } from '../encoding';
import { cryptoRandom, type RandomBytes } from '../ids';

/**
 * The decrypted card details of a reveal (style-a.openapi.yaml `PaymentDetailsPlaintext`, DECISIONS.md A-35),
 * the type generated from the spec: a type-only import, nothing of the contracts package runs in the domain.
 */
export type PaymentDetailsPlaintext = SchemaPaymentDetailsPlaintext;

/** The encrypted answer of `POST /v1/cards/{id}/payment-details` (spec schema `PaymentDetailsEnvelope`). */
export type PaymentDetailsEnvelope = SchemaPaymentDetailsEnvelope;

const IV_BYTES = 12;
const KEY_BYTES = 32;
const TAG_BYTES = 16;
const encoder = new TextEncoder();

/**
 * Encrypts card details to a caller's public key (`POST /v1/cards/{id}/payment-details`, DECISIONS.md A-15): a fresh random
 * AES-256-GCM key and 12-byte IV for every call, the JSON plaintext encrypted with them, the raw AES key
 * wrapped with RSA-OAEP SHA-256. `options.random` replaces Web Crypto's randomness (tests only).
 *
 * @example
 * const key = await importRevealPublicKey(pem);
 * const envelope = await encryptPaymentDetails(key, {
 *   pan: '4319400000004242', cvv: '123', expMonth: 9, expYear: 2029,
 *   bin: '43194000', lastFour: '4242', cardId: card.id,
 * });
 * envelope.expiresIn; // 60
 */
export async function encryptPaymentDetails(
  publicKey: CryptoKey,
  plaintext: PaymentDetailsPlaintext,
  options: { random?: RandomBytes } = {},
): Promise<PaymentDetailsEnvelope> {
  const random = options.random ?? cryptoRandom;
  const subtle = globalThis.crypto.subtle;
  // Raw key bytes rather than generateKey: the same bytes get wrapped, and `random` stays injectable.
  const rawKey = new Uint8Array(KEY_BYTES);
  random(rawKey);
  const iv = new Uint8Array(IV_BYTES);
  random(iv);
  // Pick the fields one by one so nothing else a caller's object carries ends up in the ciphertext.
  const { pan, cvv, expMonth, expYear, bin, lastFour, cardId } = plaintext;
  const json = JSON.stringify({ pan, cvv, expMonth, expYear, bin, lastFour, cardId });
  try {
    const aesKey = await subtle.importKey('raw', rawKey, 'AES-GCM', false, ['encrypt']);
    const [sealed, wrapped] = await Promise.all([
      subtle.encrypt({ name: 'AES-GCM', iv, tagLength: TAG_BYTES * 8 }, aesKey, encoder.encode(json)),
      subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, rawKey),
    ]);
    // Web Crypto appends the tag to the ciphertext; the envelope carries it apart, as Node's API does.
    const bytes = new Uint8Array(sealed);
    return {
      algorithm: 'RSA_OAEP_SHA256_AES_256_GCM',
      encryptedKey: encodeBase64(new Uint8Array(wrapped)),
      iv: encodeBase64(iv),
      authTag: encodeBase64(bytes.subarray(bytes.length - TAG_BYTES)),
      ciphertext: encodeBase64(bytes.subarray(0, bytes.length - TAG_BYTES)),
      expiresIn: 60,
    };
  } finally {
    // Best effort: the key must not outlive the response in memory we control.
    rawKey.fill(0);
  }
}
