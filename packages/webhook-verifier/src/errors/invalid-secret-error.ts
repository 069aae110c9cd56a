import { WebhookVerificationError } from './webhook-verification-error';

/**
 * The secret cannot be right: empty, not a string, or with surrounding whitespace (a trailing newline from
 * an `.env` file or a secrets manager is the usual cause). Nothing is trimmed silently.
 *
 * @example
 * await verifyStyleBWebhook({ body, signature, secret: 'whsec_abc\n' }); // throws InvalidSecretError
 */
export class InvalidSecretError extends WebhookVerificationError {
  constructor(reason: string) {
    super('invalid_secret', `invalid webhook secret: ${reason}`);
    this.name = 'InvalidSecretError';
  }
}
