import { encodeBase64 } from '@card-issuance/webhook-verifier/encoding';

/**
 * A one-time key pair for a Method 2 reveal: the public key as SPKI PEM to send, the private key kept in
 * memory and not extractable.
 *
 * @example
 * const { publicKeyPem, privateKey } = await generateRevealKeyPair();
 */
export interface RevealKeyPair {
  publicKeyPem: string;
  privateKey: CryptoKey;
}

/**
 * Makes an ephemeral RSA-OAEP SHA-256 key pair with Web Crypto (2048 bits unless more is asked for; the
 * service accepts 2048 to 8192, A-15). The private key cannot be exported, so it never leaves this process.
 *
 * @example
 * const { publicKeyPem, privateKey } = await generateRevealKeyPair();
 * const envelope = await client.cards.createPaymentDetails(cardId, { encryption: { public_key_pem: publicKeyPem } });
 * const details = await decryptPaymentDetails(envelope, privateKey);
 */
export async function generateRevealKeyPair(
  options: { modulusLength?: number } = {},
): Promise<RevealKeyPair> {
  const modulusLength = options.modulusLength ?? 2048;
  if (!Number.isInteger(modulusLength) || modulusLength < 2048 || modulusLength > 8192) {
    throw new RangeError(`modulusLength must be an integer from 2048 to 8192, got ${modulusLength}`);
  }
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    false,
    ['encrypt', 'decrypt'],
  );
  const spki = encodeBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
  const lines = spki.match(/.{1,64}/g) ?? [];
  const publicKeyPem = `-----BEGIN PUBLIC KEY-----\n${lines.join('\n')}\n-----END PUBLIC KEY-----\n`;
  return { publicKeyPem, privateKey: pair.privateKey };
}
