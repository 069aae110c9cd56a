import type { StyleAClient } from '@card-issuance/sdk-style-a';
import {
  decryptPaymentDetails,
  generateRevealKeyPair,
  type PaymentDetails,
} from '@card-issuance/sdk-style-a/reveal';

/**
 * Reveal by envelope (the spec's Method 2, for organizations with `pciRevealEnabled`), step by step; the
 * one-call form is `client.cards.revealPaymentDetails(cardId)`. Hold the answer at most `expiresIn` (60)
 * seconds, and never log or store it.
 *
 * @example
 * const { pan, cvv, expMonth, expYear } = await revealWithEnvelope(client, card.id);
 */
export async function revealWithEnvelope(client: StyleAClient, cardId: string): Promise<PaymentDetails> {
  // A one-time RSA-OAEP (SHA-256) key pair; the private key is not extractable, so it stays in this process.
  const { publicKeyPem, privateKey } = await generateRevealKeyPair();
  // The service wraps a fresh AES-256 key with that public key and encrypts the card with it (AES-GCM).
  const envelope = await client.cards.createPaymentDetails(cardId, {
    encryption: { public_key_pem: publicKeyPem },
  });
  // Unwraps the AES key with the private key, then decrypts and checks the GCM tag (see open-envelope.ts).
  return decryptPaymentDetails(envelope, privateKey);
}

/**
 * The card as a screen may show it: the number masked but for its last four, and the expiry.
 *
 * @example
 * maskedCard(details); // '•••• •••• •••• 4242  09/2029'
 */
export function maskedCard(details: Pick<PaymentDetails, 'lastFour' | 'expMonth' | 'expYear'>): string {
  return `•••• •••• •••• ${details.lastFour}  ${String(details.expMonth).padStart(2, '0')}/${details.expYear}`;
}
