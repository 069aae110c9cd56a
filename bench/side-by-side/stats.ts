/** Lowest, median and highest of a set of measurements. */
export interface Spread {
  min: number;
  median: number;
  max: number;
}

/**
 * The spread of a set of measurements (the median of an even count is the mean of the middle two).
 *
 * @example
 * spread([3, 1, 2]); // { min: 1, median: 2, max: 3 }
 */
export function spread(values: readonly number[]): Spread {
  if (values.length === 0) return { min: Number.NaN, median: Number.NaN, max: Number.NaN };
  const sorted = [...values].sort((x, y) => x - y);
  const middle = sorted.length >> 1;
  const median =
    sorted.length % 2 === 1
      ? (sorted[middle] as number)
      : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
  return { min: sorted[0] as number, median, max: sorted[sorted.length - 1] as number };
}

/**
 * Pairwise ratios of two series measured in the same rounds (round i of one over round i of the other).
 *
 * @example
 * ratios([10, 20], [5, 5]); // [2, 4]
 */
export function ratios(ours: readonly number[], theirs: readonly number[]): number[] {
  return ours.map((value, i) => value / (theirs[i] as number));
}

/**
 * Operations per second of an async operation run back to back for `ms` milliseconds.
 *
 * @example
 * await opsPerSecond(() => mock.fetch(url), 1_000);
 */
export async function opsPerSecond(run: () => Promise<unknown>, ms: number): Promise<number> {
  let count = 0;
  const started = performance.now();
  const until = started + ms;
  let now = started;
  while (now < until) {
    for (let i = 0; i < 20; i += 1) await run();
    count += 20;
    now = performance.now();
  }
  return (count * 1_000) / (now - started);
}
