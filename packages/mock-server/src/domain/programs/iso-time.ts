let lastMs = Number.NaN;
let lastIso = '';

/**
 * An ISO 8601 UTC timestamp of the mock's clock, the format of every record's `createdAt` (DECISIONS.md G-4).
 * Calls in the same millisecond share one string: under load dozens do (request log, records created).
 *
 * @example
 * isoTime(ctx.clock.now()); // '2026-01-01T00:00:00.000Z'
 */
export function isoTime(ms: number): string {
  if (ms !== lastMs) {
    lastIso = new Date(ms).toISOString();
    lastMs = ms;
  }
  return lastIso;
}
