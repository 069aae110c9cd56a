import { apiPromise, type CallOptions } from '@card-issuance/sdk-core';
import type { ApiPromise } from '../core/api-promise';
import type { PaymentDetails, PaymentDetailsEnvelope } from '../reveal/decrypt-payment-details';

/** `cards.createPaymentDetails`, named by its shape so this file needs nothing of the cards resource. */
type CreatePaymentDetails = (
  cardId: string,
  params: { encryption: { public_key_pem: string } },
  options?: CallOptions,
) => ApiPromise<PaymentDetailsEnvelope>;

/**
 * Method 2 of card reveal in one call: a fresh non-extractable RSA key pair, the envelope encrypted to it,
 * then the decrypted details. A 403 FORBIDDEN says how to fall back to Method 1.
 *
 * @example
 * const reveal = revealPaymentDetails(createPaymentDetails);
 * const { pan, cvv } = await reveal(cardId);
 */
export function revealPaymentDetails(
  createPaymentDetails: CreatePaymentDetails,
): (cardId: string, params?: undefined, options?: CallOptions) => ApiPromise<PaymentDetails> {
  return (cardId, _params, options) =>
    apiPromise(
      (async () => {
        // The reveal entry, loaded on first use (a separate file of the package, see tsup.config.ts).
        const { generateRevealKeyPair, decryptPaymentDetails, pointToMethod1 } = await import('../reveal.js');
        const { publicKeyPem, privateKey } = await generateRevealKeyPair();
        const body = { encryption: { public_key_pem: publicKeyPem } };
        const answer = await createPaymentDetails(cardId, body, options)
          .withResponse()
          .catch((error: unknown) => {
            throw pointToMethod1(error);
          });
        return { ...answer, data: await decryptPaymentDetails(answer.data, privateKey) };
      })(),
    );
}
