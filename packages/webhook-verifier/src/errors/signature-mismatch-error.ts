import { WebhookVerificationError } from './webhook-verification-error';

/**
 * The signature is malformed or does not match under any of the secrets: reject the request. `reason`
 * names the likely cause.
 *
 * @example
 * await verifyStyleBWebhook({ body, signature: 'forged', secret }).catch((error) => {
 *   if (error instanceof SignatureMismatchError) return new Response(null, { status: 401 });
 * });
 */
export class SignatureMismatchError extends WebhookVerificationError {
  constructor(reason: string) {
    super('signature_mismatch', `signature mismatch: ${reason}`);
    this.name = 'SignatureMismatchError';
  }
}
