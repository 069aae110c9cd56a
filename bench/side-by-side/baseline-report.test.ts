import { describe, expect, it } from 'vitest';
import {
  type BaselinePair,
  type BaselineResults,
  baselineTargets,
  renderBaseline,
} from './baseline-report.ts';
import { renderResults, targetRows } from './report.ts';

/** A process whose rounds all measured `ratio` (app.fetch at 100,000 calls/s). */
const process_ = (ratio: number) => ({
  ratios: [ratio, ratio, ratio],
  mockFetch: [ratio * 1e5, ratio * 1e5, ratio * 1e5],
  appFetch: [1e5, 1e5, 1e5],
});
const pair = (old: number, current: number, first: 'old' | 'current' = 'old'): BaselinePair => ({
  old: process_(old),
  current: process_(current),
  first,
});
const results = (pairs: BaselinePair[]): BaselineResults => ({
  ref: '34a8fe5',
  sha: '34a8fe5d81612920cbfd9bad632a865771cc4def',
  rounds: 3,
  slices: 25,
  sliceMs: 20,
  pairs,
});

describe('the baseline target (issue 35)', () => {
  it('judges the median of the current processes over the median of the old ones, at least 0.97x', () => {
    // Old 0.80, 0.70, 0.90 (median 0.80); current 0.79, 0.60, 0.95 (median 0.79): 0.9875x, met.
    const met = results([pair(0.8, 0.79), pair(0.7, 0.6, 'current'), pair(0.9, 0.95)]);
    const [row] = baselineTargets(met);
    expect(row?.target).toBe(
      'in-process: `mock.fetch` / Hono `app.fetch` ≥ 0.97x the same ratio at `34a8fe5` (issue 35: drops by at most 3%)',
    );
    expect(row?.measured).toBe('0.99x: 0.79x (0.60x–0.95x) now, 0.80x (0.70x–0.90x) at `34a8fe5`');
    expect(row?.limit).toBe('0.97 × 0.80x = 0.78x');
    expect(row?.met).toBe(true);
  });

  it('misses a drop of more than 3%', () => {
    // 0.77 / 0.80 = 0.9625.
    expect(baselineTargets(results([pair(0.8, 0.77)]))[0]?.met).toBe(false);
    expect(baselineTargets(results([pair(0.8, 0.776)]))[0]?.met).toBe(true); // 0.97 exactly
  });

  it('is a row of the targets table only when the section ran', () => {
    const base = {
      quick: false,
      startedAt: new Date(0),
      seconds: 1,
      stale: [],
      machine: {
        cpu: 'cpu',
        cores: 2,
        memoryGb: 4,
        os: 'os',
        node: '24',
        v8: '13',
        loadBefore: [0, 0, 0],
        commit: 'abc',
        dirty: [],
      },
    };
    const target = (rows: { target: string }[]) => rows.filter((row) => row.target.includes('issue 35'));
    expect(target(targetRows(base))).toHaveLength(0);
    expect(target(targetRows({ ...base, baseline: results([pair(0.8, 0.8)]) }))).toHaveLength(1);
    const report = renderResults({ ...base, baseline: results([pair(0.8, 0.8)]) });
    expect(report).toContain(
      '| in-process: `mock.fetch` / Hono `app.fetch` ≥ 0.97x the same ratio at `34a8fe5`',
    );
    expect(report).toContain('## The in-process row against 34a8fe5 (34a8fe5)');
  });
});

describe('the baseline section of RESULTS.md', () => {
  it('has a row per pair of processes: which ran first, both ratios, their quotient and calls/s', () => {
    const lines = renderBaseline(results([pair(0.8, 0.72), pair(0.76, 0.76, 'current')]));
    expect(lines).toContain('| 1 | 34a8fe5 | 0.80x | 0.72x | 0.90x | 80,000 / 72,000 |');
    expect(lines).toContain('| 2 | now | 0.76x | 0.76x | 1.00x | 76,000 / 76,000 |');
    expect(lines.at(-1)).toBe(
      'Median over the processes: 0.95x: 0.74x (0.72x–0.76x) now, 0.78x (0.76x–0.80x) at `34a8fe5`.',
    );
  });
});
