/**
 * Another delivery of the same event holds the claim and its work has not finished yet (a retry that
 * arrived while a slow handler still runs). Nothing was done: answer a retryable non-2xx (the webhook
 * handler answers 409), never a 2xx, so the service delivers again and the event is not lost if the
 * running work then fails.
 *
 * @example
 * try {
 *   await dedupe.run(event, work);
 * } catch (error) {
 *   if (error instanceof DeliveryInProgressError) return new Response(error.message, { status: 409 });
 *   throw error;
 * }
 */
export class DeliveryInProgressError extends Error {
  /** The de-duplication key of the event. */
  readonly key: string;

  constructor(key: string) {
    super(`event ${key} is being processed by another delivery; retry later`);
    this.name = 'DeliveryInProgressError';
    this.key = key;
  }
}
