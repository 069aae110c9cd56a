/**
 * A formatter of ISO 8601 UTC timestamps that keeps its last answer: calls in the same millisecond share
 * one string, and under load dozens do. One per clock, so the mock's clock and the wall clock do not
 * push each other's string out.
 *
 * @example
 * const wallTime = isoTimeFormatter();
 * wallTime(Date.now()); // '2026-11-23T04:30:00.000Z'
 */
export function isoTimeFormatter(): (ms: number) => string {
  let lastMs = Number.NaN;
  let lastIso = '';
  return (ms) => {
    if (ms !== lastMs) {
      lastIso = new Date(ms).toISOString();
      lastMs = ms;
    }
    return lastIso;
  };
}

/**
 * An ISO 8601 UTC timestamp of the mock's clock, the format of every record's `createdAt` (DECISIONS.md G-4).
 * Calls in the same millisecond share one string: under load dozens do (request log, records created).
 *
 * @example
 * isoTime(ctx.clock.now()); // '2026-01-01T00:00:00.000Z'
 */
export const isoTime: (ms: number) => string = isoTimeFormatter();
