/**
 * How failed attempts are retried: only 5xx, 429, timeouts and network failures, and only for calls that
 * are safe to repeat (GET, PUT, DELETE, or carrying an idempotency key).
 *
 * @example
 * const fast: RetryPolicy = { maxRetries: 2, baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 10 };
 */
export interface RetryPolicy {
  /**
   * Retries after the first attempt.
   * @default 2
   */
  maxRetries: number;
  /**
   * First backoff delay; each retry doubles it, then full jitter picks a delay between 0 and that.
   * @default 500
   */
  baseDelayMs: number;
  /**
   * Cap on one backoff delay.
   * @default 8000
   */
  maxDelayMs: number;
  /**
   * Cap on a wait asked for by `Retry-After` (429, 503).
   * @default 30000
   */
  maxRetryAfterMs: number;
}

/**
 * The defaults of {@link RetryPolicy}.
 *
 * @example
 * createClient({ ...credentials, retry: { ...DEFAULT_RETRY_POLICY, maxRetries: 4 } });
 */
export const DEFAULT_RETRY_POLICY: RetryPolicy = {
  maxRetries: 2,
  baseDelayMs: 500,
  maxDelayMs: 8000,
  maxRetryAfterMs: 30_000,
};

/**
 * The backoff before retry `attempt` (1-based), before jitter: `base * 2^(attempt - 1)`, capped.
 *
 * @example
 * backoffDelay(3, DEFAULT_RETRY_POLICY); // 2000
 */
export function backoffDelay(attempt: number, policy: RetryPolicy): number {
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** (attempt - 1));
}
