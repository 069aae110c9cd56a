export { encryptPaymentDetails, type PaymentDetailsEnvelope, type PaymentDetailsPlaintext } from './envelope';
export { importRevealPublicKey } from './public-key';
