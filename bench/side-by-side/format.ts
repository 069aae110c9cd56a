// How RESULTS.md writes numbers: one place, shared by report.ts and http-report.ts.
import type { Spread } from './stats.ts';

/** A whole number with thousands separators: `int(39712.4)` is `39,712`. */
export const int = (value: number) => Math.round(value).toLocaleString('en-US');
/** Milliseconds: one decimal below 10. */
export const ms = (value: number) => (value < 10 ? value.toFixed(1) : int(value));
/** A ratio: `times(0.534)` is `0.53x`, `times(14.52)` is `14.5x`. */
export const times = (value: number) => (value >= 10 ? `${value.toFixed(1)}x` : `${value.toFixed(2)}x`);
export const pct = (value: number) => `${Math.round(value * 100)}%`;
export const mb = (bytes: number) => `${(bytes / 1024 ** 2).toFixed(0)} MB`;
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(2)} KB`;
/**
 * Median, then lowest–highest.
 *
 * @example
 * range(spread([1, 2, 3]), int); // '2 (1–3)'
 */
export const range = (s: Spread, format: (value: number) => string) =>
  `${format(s.median)} (${format(s.min)}–${format(s.max)})`;
