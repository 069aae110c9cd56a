import type {
  SchemaPaymentDetailsEnvelope,
  SchemaPaymentDetailsPlaintext,
} from '@card-issuance/contracts/style-a-types';
import { decodeBase64 } from '@card-issuance/webhook-verifier/encoding';
import { PaymentDetailsError } from './payment-details-error';

/**
 * The payment-details envelope of `POST /v1/cards/{id}/payment-details` (part 4.3).
 *
 * @example
 * const envelope: PaymentDetailsEnvelope = await client.cards.createPaymentDetails(cardId, { encryption: { public_key_pem } });
 */
export interface PaymentDetailsEnvelope extends SchemaPaymentDetailsEnvelope {}

/**
 * The decrypted card details. Show them at most `expiresIn` seconds; never log or store them.
 *
 * @example
 * const { pan, cvv, expMonth, expYear } = await client.cards.revealPaymentDetails(cardId);
 */
export interface PaymentDetails extends SchemaPaymentDetailsPlaintext {}

const ALGORITHM = 'RSA_OAEP_SHA256_AES_256_GCM';

function bytes(
  envelope: PaymentDetailsEnvelope,
  field: 'encryptedKey' | 'iv' | 'authTag' | 'ciphertext',
  length?: number,
) {
  const text: unknown = envelope[field];
  const value = typeof text === 'string' ? decodeBase64(text) : undefined;
  if (!value || value.length === 0) throw new PaymentDetailsError(`envelope field ${field} is not Base64`);
  if (length !== undefined && value.length !== length) {
    throw new PaymentDetailsError(`envelope field ${field} must be ${length} bytes, got ${value.length}`);
  }
  return value;
}

function readDetails(json: unknown): PaymentDetails {
  const d = json as Record<string, unknown> | null;
  const strings = ['pan', 'cvv', 'bin', 'lastFour', 'cardId'] as const;
  if (
    !d ||
    strings.some((k) => typeof d[k] !== 'string') ||
    typeof d.expMonth !== 'number' ||
    typeof d.expYear !== 'number'
  ) {
    throw new PaymentDetailsError('the decrypted document is not the payment-details plaintext');
  }
  const { pan, cvv, expMonth, expYear, bin, lastFour, cardId } = d as unknown as PaymentDetails;
  return { pan, cvv, expMonth, expYear, bin, lastFour, cardId };
}

/**
 * Opens a payment-details envelope with the private key whose public half was sent: checks `algorithm`,
 * unwraps the AES-256 key with RSA-OAEP SHA-256, then decrypts AES-256-GCM with the IV and tag. Web Crypto
 * only. Throws {@link PaymentDetailsError} saying what failed: an unknown algorithm, a malformed field, a
 * key that did not wrap this envelope (or an altered `encryptedKey`), or altered ciphertext, IV or tag.
 *
 * @example
 * const details = await decryptPaymentDetails(envelope, privateKey);
 */
export async function decryptPaymentDetails(
  envelope: PaymentDetailsEnvelope,
  privateKey: CryptoKey,
): Promise<PaymentDetails> {
  if (envelope?.algorithm !== ALGORITHM) {
    throw new PaymentDetailsError(
      `unsupported algorithm ${String(envelope?.algorithm)}; expected ${ALGORITHM}`,
    );
  }
  const iv = bytes(envelope, 'iv', 12);
  const tag = bytes(envelope, 'authTag', 16);
  const ciphertext = bytes(envelope, 'ciphertext');
  let rawKey: ArrayBuffer;
  try {
    rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes(envelope, 'encryptedKey'));
  } catch (error) {
    if (error instanceof PaymentDetailsError) throw error;
    throw new PaymentDetailsError(
      'could not unwrap the AES key: the envelope was encrypted to another public key, or encryptedKey was altered',
    );
  }
  if (rawKey.byteLength !== 32) throw new PaymentDetailsError('the unwrapped key is not an AES-256 key');
  const key = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  const sealed = new Uint8Array(ciphertext.length + tag.length);
  sealed.set(ciphertext);
  sealed.set(tag, ciphertext.length);
  let plain: ArrayBuffer;
  try {
    plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv, tagLength: 128 }, key, sealed);
  } catch {
    throw new PaymentDetailsError('AES-256-GCM authentication failed: ciphertext, iv or authTag was altered');
  }
  let json: unknown;
  try {
    json = JSON.parse(new TextDecoder().decode(plain));
  } catch {
    throw new PaymentDetailsError('the decrypted document is not JSON');
  }
  return readDetails(json);
}
