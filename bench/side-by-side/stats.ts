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

/**
 * Operations per second of several async operations measured together: each runs back to back in turn
 * for slices of `sliceMs`, until each has had `ms` milliseconds. Load from elsewhere on a shared machine
 * comes and goes within a second; in alternating slices it falls on every way alike, so their ratio holds
 * where one-second turns would each catch a different burst.
 *
 * @example
 * await interleavedOpsPerSecond({ ours: () => mock.fetch(url), hono: () => app.fetch(request()) }, 1_000);
 * // `enter` runs untimed before each slice, e.g. to swap the handlers of one msw server
 * await interleavedOpsPerSecond(runs, 1_000, 20, (name) => server.resetHandlers(...handlers[name]));
 */
export async function interleavedOpsPerSecond<K extends string>(
  runs: Record<K, () => Promise<unknown>>,
  ms: number,
  sliceMs = 20,
  enter?: (name: K) => void,
): Promise<Record<K, number>> {
  const names = Object.keys(runs) as K[];
  const counts = new Map<K, number>(names.map((name) => [name, 0]));
  const spent = new Map<K, number>(names.map((name) => [name, 0]));
  while ((spent.get(names[0] as K) as number) < ms) {
    for (const name of names) {
      const run = runs[name];
      enter?.(name);
      let count = 0;
      const started = performance.now();
      let now = started;
      while (now - started < sliceMs) {
        for (let i = 0; i < 10; i += 1) await run();
        count += 10;
        now = performance.now();
      }
      counts.set(name, (counts.get(name) as number) + count);
      spent.set(name, (spent.get(name) as number) + now - started);
    }
  }
  return Object.fromEntries(
    names.map((name) => [name, ((counts.get(name) as number) * 1_000) / (spent.get(name) as number)]),
  ) as Record<K, number>;
}
