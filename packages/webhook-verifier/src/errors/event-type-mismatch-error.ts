import { WebhookVerificationError } from './webhook-verification-error';

/**
 * The signature was valid but the signed payload is not what the envelope's event type claims. Style B
 * signs only `resource` (part 6.1), so `eventType` can be rewritten without breaking the signature: a
 * card payload re-sent as `KYC.UPDATED`, say. Reject the delivery (the webhook handler answers 400).
 *
 * @example
 * await verifyStyleBWebhook({ body, signature, secret }).catch((error) => {
 *   if (error instanceof EventTypeMismatchError) console.warn(error.eventType, error.message);
 * });
 */
export class EventTypeMismatchError extends WebhookVerificationError {
  /** The event type the (unsigned) envelope claims. */
  readonly eventType: string;

  constructor(eventType: string, schema: string, reason: string) {
    super(
      'event_type_mismatch',
      `event type mismatch: the envelope says ${JSON.stringify(eventType)}, but the signed \`resource\` is ` +
        `not a ${schema}: ${reason}. Only \`resource\` is signed, so the event type was rewritten or the ` +
        'delivery is corrupt: reject it.',
    );
    this.name = 'EventTypeMismatchError';
    this.eventType = eventType;
  }
}
