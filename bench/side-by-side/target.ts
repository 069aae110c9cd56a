// A target of `pnpm bench`: a ratio measured round by round beside a reference of the same round, judged
// on its median; one place for the verdict and for how the console prints it.
import { spread } from './stats.ts';

/** One target as RESULTS.md and the console print it. */
export interface TargetRow {
  target: string;
  measured: string;
  /** The limit measured in the same rounds (e.g. `0.8 × Hono's calls/s`), when there is one. */
  limit?: string;
  /** Undefined when nothing was measured. */
  met: boolean | undefined;
}

/**
 * Whether the median of per-round ratios meets a goal: at least `goal`, or with `atMost` at most `goal`.
 * Undefined when no round measured anything (an empty or all-NaN series tells nothing).
 *
 * @example
 * meets([0.7, 0.9, 0.85], 0.8); // true: the median, 0.85, is at least 0.8
 * meets([1.3, 1.1, 1.25], 1.2, true); // false: the median, 1.25, is above 1.2
 */
export function meets(ratios: readonly number[], goal: number, atMost = false): boolean | undefined {
  const measured = ratios.filter((ratio) => Number.isFinite(ratio));
  if (measured.length === 0) return undefined;
  const { median } = spread(measured);
  return atMost ? median <= goal : median >= goal;
}

/**
 * The line the console prints for a target.
 *
 * @example
 * targetLine({ target: 'x ≥ 0.8x', measured: '0.9x', limit: '100/s', met: true });
 * // 'target x ≥ 0.8x: 0.9x; limit 100/s: met'
 */
export function targetLine(row: TargetRow): string {
  const verdict = row.met === undefined ? '—' : row.met ? 'met' : 'MISSED';
  return `target ${row.target}: ${row.measured}; limit ${row.limit || '—'}: ${verdict}`;
}
