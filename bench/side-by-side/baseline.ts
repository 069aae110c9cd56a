// The `baseline` section of `pnpm bench` (opt-in): the in-process row of an older commit's build beside the
// current build's, each process of its own (`in-process-ratio.ts`), in alternating pairs.
import { join } from 'node:path';
import { buildBaseline } from './baseline-build.ts';
import type { BaselinePair, BaselineResults } from './baseline-report.ts';
import { times } from './format.ts';
import { parseRatioOutput, processRatio, type RatioOutput } from './in-process-ratio-output.ts';
import { runToEnd } from './servers.ts';

/** The commit before the tracing work of issue 35: "today" in its done-when. */
export const DEFAULT_BASELINE_REF = '34a8fe5';

const currentDist = join(import.meta.dirname, '..', '..', 'packages', 'mock-server', 'dist');

/**
 * Builds `ref` (once per commit: `baseline-build.ts`), then runs `pairs` pairs of `in-process-ratio.ts`
 * processes, one on the old build and one on the current, the old first in odd pairs and second in even
 * ones, so a drift of the machine over the run falls on both builds alike.
 *
 * @example
 * const baseline = await runBaseline({ ref: '34a8fe5', pairs: 7, rounds: 10, slices: 25, sliceMs: 20, log: console.error });
 */
export async function runBaseline(options: {
  ref: string;
  pairs: number;
  rounds: number;
  slices: number;
  sliceMs: number;
  log: (line: string) => void;
}): Promise<BaselineResults> {
  const build = await buildBaseline({ ref: options.ref, log: options.log });
  const args = ['--rounds', options.rounds, '--slices', options.slices, '--slice-ms', options.sliceMs].map(
    String,
  );
  const measure = async (mockDist: string): Promise<RatioOutput> =>
    parseRatioOutput(
      await runToEnd(process.execPath, [
        join(import.meta.dirname, 'in-process-ratio.ts'),
        '--mock-dist',
        mockDist,
        ...args,
      ]),
    );
  const pairs: BaselinePair[] = [];
  for (let i = 1; i <= options.pairs; i += 1) {
    const first = i % 2 === 1 ? 'old' : 'current';
    const outputs: Partial<Record<'old' | 'current', RatioOutput>> = {};
    for (const which of first === 'old' ? (['old', 'current'] as const) : (['current', 'old'] as const))
      outputs[which] = await measure(which === 'old' ? build.mockDist : currentDist);
    const pair = { old: outputs.old as RatioOutput, current: outputs.current as RatioOutput, first } as const;
    pairs.push(pair);
    options.log(
      `  pair ${i}: ${times(processRatio(pair.old))} at ${options.ref}, ${times(processRatio(pair.current))} now`,
    );
  }
  return {
    ref: options.ref,
    sha: build.sha,
    rounds: options.rounds,
    slices: options.slices,
    sliceMs: options.sliceMs,
    pairs,
  };
}
