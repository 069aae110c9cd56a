/**
 * An ISO 8601 UTC timestamp of the mock's clock, the format of every record's `createdAt` (DECISIONS.md G-4).
 *
 * @example
 * isoTime(ctx.clock.now()); // '2026-01-01T00:00:00.000Z'
 */
export function isoTime(ms: number): string {
  return new Date(ms).toISOString();
}
