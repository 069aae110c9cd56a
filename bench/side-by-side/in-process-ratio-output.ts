// What one `in-process-ratio.ts` process prints: one JSON line, written and read here only.
import { spread } from './stats.ts';

/** One process's rounds: `mock.fetch` and Hono `app.fetch` calls/s, and their ratio, per round. */
export interface RatioOutput {
  /** `mock.fetch` calls/s over `app.fetch` calls/s, one per round. */
  ratios: number[];
  mockFetch: number[];
  appFetch: number[];
}

/**
 * The one JSON line a child prints, from the calls/s of its rounds (the ratios paired by round).
 *
 * @example
 * formatRatioOutput([900, 1000], [1000, 1000]); // '{"ratios":[0.9,1],"mockFetch":[900,1000],"appFetch":[1000,1000]}'
 */
export function formatRatioOutput(mockFetch: readonly number[], appFetch: readonly number[]): string {
  const ratios = mockFetch.map((ops, i) => ops / (appFetch[i] as number));
  return JSON.stringify({ ratios, mockFetch: [...mockFetch], appFetch: [...appFetch] } satisfies RatioOutput);
}

const isSeries = (value: unknown): value is number[] =>
  Array.isArray(value) && value.length > 0 && value.every((item) => typeof item === 'number' && item > 0);

/**
 * Reads a child's stdout: its last non-empty line, which must be the JSON of {@link formatRatioOutput} with
 * three series of the same length of positive numbers; anything else throws with what was printed.
 *
 * @example
 * parseRatioOutput('{"ratios":[0.9],"mockFetch":[900],"appFetch":[1000]}\n').ratios; // [0.9]
 */
export function parseRatioOutput(stdout: string): RatioOutput {
  const line = stdout.trim().split('\n').at(-1) ?? '';
  let parsed: Partial<RatioOutput>;
  try {
    parsed = JSON.parse(line) as Partial<RatioOutput>;
  } catch {
    throw new Error(`in-process-ratio.ts printed no JSON line: ${JSON.stringify(stdout.slice(-200))}`);
  }
  const { ratios, mockFetch, appFetch } = parsed;
  if (
    !isSeries(ratios) ||
    !isSeries(mockFetch) ||
    !isSeries(appFetch) ||
    mockFetch.length !== ratios.length ||
    appFetch.length !== ratios.length
  )
    throw new Error(`in-process-ratio.ts printed an unexpected line: ${line.slice(0, 200)}`);
  return { ratios, mockFetch, appFetch };
}

/**
 * What a process tells: the median of its per-round ratios.
 *
 * @example
 * processRatio({ ratios: [0.7, 0.8, 0.9], mockFetch: [], appFetch: [] }); // 0.8
 */
export function processRatio(output: RatioOutput): number {
  return spread(output.ratios).median;
}
