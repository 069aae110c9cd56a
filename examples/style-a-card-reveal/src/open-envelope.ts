import type { PaymentDetails, PaymentDetailsEnvelope } from '@card-issuance/sdk-style-a/reveal';

const base64 = (value: string) => Uint8Array.from(atob(value), (c) => c.charCodeAt(0));

/**
 * What `decryptPaymentDetails` from `@card-issuance/sdk-style-a/reveal` does, with Web Crypto alone (the
 * SDK also checks each field and says which step failed). Use the SDK's; this is here to show the steps.
 *
 * @example
 * const details = await openEnvelope(envelope, privateKey);
 */
export async function openEnvelope(
  envelope: PaymentDetailsEnvelope,
  privateKey: CryptoKey,
): Promise<PaymentDetails> {
  if (envelope.algorithm !== 'RSA_OAEP_SHA256_AES_256_GCM') throw new Error('unknown envelope algorithm');
  // 1. Unwrap the AES-256 key: RSA-OAEP with SHA-256, under the private key whose public half was sent.
  const rawKey = await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, base64(envelope.encryptedKey));
  const aesKey = await crypto.subtle.importKey('raw', rawKey, 'AES-GCM', false, ['decrypt']);
  // 2. AES-256-GCM: Web Crypto takes the 16-byte tag appended to the ciphertext, and rejects if either
  //    was altered.
  const ciphertext = base64(envelope.ciphertext);
  const tag = base64(envelope.authTag);
  const sealed = new Uint8Array(ciphertext.length + tag.length);
  sealed.set(ciphertext);
  sealed.set(tag, ciphertext.length);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: base64(envelope.iv) }, aesKey, sealed);
  // 3. The plaintext is JSON: { pan, cvv, expMonth, expYear, bin, lastFour, cardId }.
  return JSON.parse(new TextDecoder().decode(plain)) as PaymentDetails;
}
