// The `baseline` section's verdict and table: the in-process row (`mock.fetch` / Hono `app.fetch`) of the
// current build beside the same ratio of an older commit's build, measured in the same run (issue 35).
import { range, times } from './format.ts';
import { processRatio, type RatioOutput } from './in-process-ratio-output.ts';
import { spread } from './stats.ts';
import { meets, type TargetRow } from './target.ts';

/** Issue 35: the request path without `traceparent` or OTel drops the in-process row by at most 3%. */
export const BASELINE_GOAL = 0.97;

/** One pair of processes, one on each build, run one after the other. */
export interface BaselinePair {
  old: RatioOutput;
  current: RatioOutput;
  /** Which build's process ran first (the order alternates from pair to pair). */
  first: 'old' | 'current';
}

export interface BaselineResults {
  /** The ref as given (`--baseline-ref`), and the commit it named. */
  ref: string;
  sha: string;
  rounds: number;
  slices: number;
  sliceMs: number;
  pairs: BaselinePair[];
}

/** The median ratio of each process of one build, pair by pair. */
const perProcess = (results: BaselineResults, build: 'old' | 'current') =>
  results.pairs.map((pair) => processRatio(pair[build]));

/**
 * The target row: the median over processes of the current build's ratio, over the old build's; met when
 * at least 0.97x.
 *
 * @example
 * baselineTargets(results).map(targetLine);
 */
export function baselineTargets(results: BaselineResults): TargetRow[] {
  const old = spread(perProcess(results, 'old'));
  const current = spread(perProcess(results, 'current'));
  const change = current.median / old.median;
  return [
    {
      target: `in-process: \`mock.fetch\` / Hono \`app.fetch\` ≥ 0.97x the same ratio at \`${results.ref}\` (issue 35: drops by at most 3%)`,
      measured: `${times(change)}: ${range(current, times)} now, ${range(old, times)} at \`${results.ref}\``,
      limit: `0.97 × ${times(old.median)} = ${times(old.median * BASELINE_GOAL)}`,
      met: meets([change], BASELINE_GOAL),
    },
  ];
}

/**
 * The RESULTS.md section of the `baseline` run: how it was measured, and each pair of processes.
 *
 * @example
 * out.push(...renderBaseline(results));
 */
export function renderBaseline(results: BaselineResults): string[] {
  const short = results.sha.slice(0, 7);
  const lines = [
    `## The in-process row against ${results.ref} (${short})`,
    '',
    `The in-process row, \`mock.fetch\` calls/s over a minimal Hono \`app.fetch\`'s (the GET a card), of the build of`,
    `\`${short}\` (a worktree in the OS's temporary folder, built once and reused) and of the current build, in the`,
    `same run: ${results.pairs.length} pairs of processes, one on each build, the order swapped every pair. Each process runs`,
    `${results.rounds} rounds of ${results.slices} slices of ${results.sliceMs} ms per way, the two ways alternating (after a warm-up; every answer`,
    'checked), and tells the median of its per-round ratios. Machines differ several-fold: only the two builds',
    'measured side by side on one machine compare.',
    '',
    `| pair | first | ratio at \`${short}\` | ratio now | now / then | \`mock.fetch\` calls/s then / now |`,
    '| --- | --- | --- | --- | --- | --- |',
  ];
  results.pairs.forEach((pair, i) => {
    const old = processRatio(pair.old);
    const current = processRatio(pair.current);
    const calls = (output: RatioOutput) =>
      Math.round(spread(output.mockFetch).median).toLocaleString('en-US');
    lines.push(
      `| ${i + 1} | ${pair.first === 'old' ? short : 'now'} | ${times(old)} | ${times(current)} | ${times(current / old)} | ${calls(pair.old)} / ${calls(pair.current)} |`,
    );
  });
  const [row] = baselineTargets(results);
  if (row) lines.push('', `Median over the processes: ${row.measured}.`);
  return lines;
}
