/**
 * @card-issuance/sdk-style-a/reveal: Method 2 card reveal on its own, Web Crypto only. The client's
 * `cards.revealPaymentDetails` loads this entry on first use, so clients that never reveal do not carry it.
 *
 * @example
 * import { generateRevealKeyPair, decryptPaymentDetails } from '@card-issuance/sdk-style-a/reveal';
 */
export {
  decryptPaymentDetails,
  type PaymentDetails,
  type PaymentDetailsEnvelope,
} from './reveal/decrypt-payment-details';
export { generateRevealKeyPair, type RevealKeyPair } from './reveal/generate-reveal-key-pair';
export { PaymentDetailsError } from './reveal/payment-details-error';
export { pointToMethod1 } from './reveal/point-to-method-1';
