/**
 * A payment-details envelope could not be opened: an unknown `algorithm`, a malformed field, a key that
 * did not wrap it, or ciphertext, IV or tag altered. The message says which; it never holds card data.
 *
 * @example
 * try {
 *   await decryptPaymentDetails(envelope, privateKey);
 * } catch (error) {
 *   if (error instanceof PaymentDetailsError) console.error(error.message);
 * }
 */
export class PaymentDetailsError extends Error {
  override readonly name = 'PaymentDetailsError';
}
