import { WebhookVerificationError } from './webhook-verification-error';

/**
 * A verified Style A event older than the verifier's `toleranceSeconds` (its signed `createdAt`): refused
 * as a possible replay of an old delivery. Only thrown when `toleranceSeconds` is set; the service itself
 * replays dead deliveries for up to 30 days, which a tolerance refuses too.
 *
 * @example
 * await verifyStyleAWebhook({ body, signature, secret, toleranceSeconds: 300 }).catch((error) => {
 *   if (error instanceof StaleEventError) console.warn(`refused: ${error.ageSeconds} s old`);
 * });
 */
export class StaleEventError extends WebhookVerificationError {
  /** The event's signed `createdAt`, as sent. */
  readonly createdAt: string;
  /** How old the event was when verified, in whole seconds. */
  readonly ageSeconds: number;
  /** The tolerance it exceeded. */
  readonly toleranceSeconds: number;

  constructor(createdAt: string, ageSeconds: number, toleranceSeconds: number) {
    super(
      'stale_event',
      `stale event: created at ${createdAt}, ${ageSeconds} s ago, more than toleranceSeconds (${toleranceSeconds}) ago; ` +
        'a replay from the dead-letter queue is refused too (the service replays for up to 30 days): raise toleranceSeconds or leave it unset to accept those',
    );
    this.name = 'StaleEventError';
    this.createdAt = createdAt;
    this.ageSeconds = ageSeconds;
    this.toleranceSeconds = toleranceSeconds;
  }
}
