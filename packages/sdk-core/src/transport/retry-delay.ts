import { retryAfterMs } from '../errors/retry-after';
import { backoffDelay, type RetryPolicy } from './retry-policy';

// The statuses whose Retry-After is a promise about when to come back (RFC 9110 §10.2.3).
const RETRY_AFTER_STATUS = [429, 503];

/**
 * How long to wait before retry `retryNumber` (1-based): a `Retry-After` of a 429 or 503 answer, capped at
 * `maxRetryAfterMs` and never jittered; otherwise full jitter over the capped exponential backoff.
 *
 * @example
 * retryDelay(1, new Response(null, { status: 429, headers: { 'retry-after': '2' } }), DEFAULT_RETRY_POLICY); // 2000
 * retryDelay(2, undefined, DEFAULT_RETRY_POLICY); // between 0 and 1000
 */
export function retryDelay(
  retryNumber: number,
  response: Response | undefined,
  policy: RetryPolicy,
  random: () => number = Math.random,
): number {
  if (response && RETRY_AFTER_STATUS.includes(response.status)) {
    const asked = retryAfterMs(response.headers);
    if (asked !== null) return Math.min(policy.maxRetryAfterMs, asked);
  }
  return random() * backoffDelay(retryNumber, policy);
}
