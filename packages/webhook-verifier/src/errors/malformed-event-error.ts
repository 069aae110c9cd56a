import { WebhookVerificationError } from './webhook-verification-error';

/**
 * The body is not the style's envelope: not JSON, or a required field is missing or of the wrong type.
 *
 * @example
 * await verifyStyleBWebhook({ body: 'not json', signature, secret }); // throws MalformedEventError
 */
export class MalformedEventError extends WebhookVerificationError {
  constructor(reason: string) {
    super('malformed_event', `malformed event: ${reason}`);
    this.name = 'MalformedEventError';
  }
}
