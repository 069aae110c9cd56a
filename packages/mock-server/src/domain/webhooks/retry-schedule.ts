const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * Delay of each attempt after the start of the previous one (DECISIONS.md E-7): attempt
 * 1 immediately, then 30 s, 1 min, 5 min, 15 min, 1 h, 4 h and 24 h. Its length is the number of attempts.
 *
 * @example
 * RETRY_DELAYS_MS[1]; // 30_000: attempt 2 comes 30 s after attempt 1
 */
export const RETRY_DELAYS_MS: readonly number[] = [
  0,
  30 * SECOND,
  MINUTE,
  5 * MINUTE,
  15 * MINUTE,
  HOUR,
  4 * HOUR,
  DAY,
];

/**
 * How long a receiver has to answer one attempt with a 2xx, on the mock's clock (part 6.1 rule 1).
 *
 * @example
 * ctx.clock.schedule(start + DELIVERY_DEADLINE_MS, () => controller.abort());
 */
export const DELIVERY_DEADLINE_MS = 10 * SECOND;

/**
 * How long after its event a dead delivery can still be replayed (part 6.1 rule 3).
 *
 * @example
 * const replayable = ctx.clock.now() - event.at <= REPLAY_WINDOW_MS;
 */
export const REPLAY_WINDOW_MS = 30 * DAY;

/**
 * The error logged on an attempt whose receiver did not answer within {@link DELIVERY_DEADLINE_MS}.
 *
 * @example
 * if (attempt.error === TIMEOUT_ERROR) console.log('receiver too slow');
 */
export const TIMEOUT_ERROR = 'timeout after 10 s';

/**
 * When attempt `next` (2 to 8) is due, given the start of the previous one; `undefined` once all eight
 * attempts are spent.
 *
 * @example
 * nextAttemptAt(2, attemptOneStart); // attemptOneStart + 30_000
 * nextAttemptAt(9, lastStart); // undefined: the delivery is dead
 */
export function nextAttemptAt(next: number, previousStart: number): number | undefined {
  const delay = RETRY_DELAYS_MS[next - 1];
  return next < 2 || delay === undefined ? undefined : previousStart + delay;
}
