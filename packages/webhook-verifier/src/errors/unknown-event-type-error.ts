import { WebhookVerificationError } from './webhook-verification-error';

/**
 * The signature was valid but the event type is not one this version knows (a newer service, or a newer
 * spec than this package). Surfaced, never swallowed: `event` holds the verified, parsed event so a
 * receiver can store it, acknowledge it, or log it and upgrade.
 *
 * @example
 * try {
 *   await verifyStyleBWebhook({ body, signature, secret });
 * } catch (error) {
 *   if (error instanceof UnknownEventTypeError) console.warn(error.eventType, error.event);
 * }
 */
export class UnknownEventTypeError extends WebhookVerificationError {
  /** The unknown type as sent (`eventType` of Style B, `type` of Style A). */
  readonly eventType: string;
  /** The verified event, parsed as far as the envelope allows. */
  readonly event: Readonly<Record<string, unknown>>;

  constructor(eventType: string, event: Readonly<Record<string, unknown>>, known: readonly string[]) {
    super(
      'unknown_event_type',
      `unknown event type ${JSON.stringify(eventType)} (signature valid): this version knows ` +
        `${known.join(', ')}. Upgrade @card-issuance/webhook-verifier, or handle \`error.event\` yourself.`,
    );
    this.name = 'UnknownEventTypeError';
    this.eventType = eventType;
    this.event = event;
  }
}
