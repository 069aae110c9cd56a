import { MalformedEventError, StaleEventError } from '../errors';

/**
 * Refuses a verified event whose signed `createdAt` is more than `toleranceSeconds` before `now`: a replay
 * of an old delivery. Later instants (a sender's clock ahead of ours) pass.
 *
 * @throws `StaleEventError` past the tolerance; `MalformedEventError` when `createdAt` is no date.
 * @example
 * checkEventAge('2026-01-01T00:00:00.000Z', 300, Date.parse('2026-01-01T00:10:00Z')); // throws StaleEventError
 */
export function checkEventAge(createdAt: string, toleranceSeconds: number, now: number): void {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) {
    throw new MalformedEventError(
      `a Style A event's \`createdAt\` must be an ISO 8601 date to check toleranceSeconds, got ${JSON.stringify(createdAt)}`,
    );
  }
  const ageMs = now - created;
  if (ageMs > toleranceSeconds * 1000) {
    throw new StaleEventError(createdAt, Math.floor(ageMs / 1000), toleranceSeconds);
  }
}

/**
 * Checks a `toleranceSeconds` option: unset, or a positive finite number.
 *
 * @throws RangeError for anything else (0, a negative number, NaN, Infinity).
 * @example
 * readTolerance(300); // 300
 */
export function readTolerance(toleranceSeconds: unknown): number | undefined {
  if (toleranceSeconds === undefined) return undefined;
  if (typeof toleranceSeconds !== 'number' || !(toleranceSeconds > 0) || !Number.isFinite(toleranceSeconds)) {
    throw new RangeError(
      `toleranceSeconds must be a positive number of seconds (or unset), got ${String(toleranceSeconds)}`,
    );
  }
  return toleranceSeconds;
}
