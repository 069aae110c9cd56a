/**
 * Per-call options, accepted by every method as its last argument.
 *
 * @example
 * await client.cards.create(input, { signal: AbortSignal.timeout(5_000), idempotencyKey: savedKey, maxRetries: 5 });
 */
export interface CallOptions {
  /** Cancels the call, including any wait between retries and for a token. */
  signal?: AbortSignal;
  /**
   * The `Idempotency-Key` of an operation that takes one; reused on every retry of this call.
   * @default a new UUID per call
   */
  idempotencyKey?: string;
  /**
   * Timeout of each attempt, in ms.
   * @default the client's `timeoutMs`
   */
  timeoutMs?: number;
  /**
   * Retries after the first attempt (only calls safe to repeat are retried).
   * @default the client's `retry.maxRetries`
   */
  maxRetries?: number;
}
