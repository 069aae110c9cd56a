import { describe, expect, it } from 'vitest';
import { groupCommitTargets } from './group-commit.ts';
import type { InProcessResults } from './in-process.ts';
import { type ReopenResults, reopenTargets } from './reopen.ts';
import { inProcessTargets } from './report.ts';
import { sdkByteTargets, sdkCallTargets } from './sdk-targets.ts';

const inProcess = (overrides: Partial<InProcessResults>): InProcessResults => ({
  'mock.fetch': [80, 90, 100],
  'app.fetch': [100, 100, 100],
  'msw 3': [100, 100, 100],
  'msw 3 trivial': [110, 110, 110],
  'msw 2': [100, 100, 100],
  'msw 2 trivial': [130, 130, 130],
  ...overrides,
});

describe('in-process targets (issue 26 part 3)', () => {
  it('judges mock.fetch against 0.8x the calls/s of app.fetch in the same rounds', () => {
    const [hono] = inProcessTargets(inProcess({}));
    expect(hono?.met).toBe(true); // median 0.9x
    expect(hono?.limit).toContain('80 (80–80) calls/s');
    expect(inProcessTargets(inProcess({ 'mock.fetch': [70, 75, 90] }))[0]?.met).toBe(false);
  });

  it('compares costs per call, not calls per second: ours at most 1.2x the trivial handler’s µs', () => {
    // msw 3: the trivial handler makes 1.1x our calls/s, so ours costs 1.1x per call: met.
    // msw 2: 1.3x our calls/s, so ours costs 1.3x per call: missed.
    const [, msw3, msw2] = inProcessTargets(inProcess({}));
    expect(msw3?.measured).toMatch(/^1\.10x/);
    expect(msw3?.met).toBe(true);
    expect(msw2?.measured).toMatch(/^1\.30x/);
    expect(msw2?.met).toBe(false);
    // The limit is 1.2 times the trivial handler's cost per call: 1.2 × 1e6 / 130 µs.
    expect(msw2?.limit).toContain(`= ${(1.2e6 / 130).toFixed(1)} µs`);
  });

  it('says "not run" without measurements', () => {
    expect(inProcessTargets(undefined).map((row) => [row.measured, row.met])).toEqual([
      ['not run', undefined],
      ['not run', undefined],
      ['not run', undefined],
    ]);
  });
});

describe('group commit target (issue 26 part 4)', () => {
  const commit = (disk: number[]) => ({
    rounds: 3,
    seconds: 5,
    connections: 50,
    rps: { memory: [1000, 1000, 2000], disk },
    p99: { memory: [10, 10, 10], disk: [10, 10, 10] },
    bad: 0,
  });

  it('pairs rounds: --data-dir at least 0.8x in memory of the same round', () => {
    // Per round 0.85, 0.9, 0.5: median 0.85, met, though the medians of req/s (900 / 1000) would say 0.9.
    expect(groupCommitTargets(commit([850, 900, 1000]))[0]?.measured).toMatch(/^0\.85x/);
    expect(groupCommitTargets(commit([850, 900, 1000]))[0]?.met).toBe(true);
    expect(groupCommitTargets(commit([700, 790, 2000]))[0]?.met).toBe(false);
  });
});

describe('reopen target (issue 26 part 4)', () => {
  const reopen = (reopenMs: number[], sqliteMs: number[]): ReopenResults => ({
    cards: 100_000,
    transactions: 1_000_000,
    rows: 1_670_000,
    bytes: 800e6,
    fileBytes: 1.1e9,
    dir: '/tmp/x',
    builtSeconds: undefined,
    reopenMs,
    sqliteMs,
  });

  it('judges the reopen at most 2x the bare node:sqlite read of the same round', () => {
    expect(reopenTargets(reopen([3000, 4100, 3900], [2000, 2000, 2000]))[0]?.met).toBe(true); // 1.95x
    expect(reopenTargets(reopen([4100, 4200, 3000], [2000, 2000, 2000]))[0]?.met).toBe(false); // 2.05x
    expect(reopenTargets(reopen([4000], [2000]))[0]?.limit).toBe(
      '2 × 2,000 (2,000–2,000) = 4,000 (4,000–4,000) ms',
    );
  });
});

describe('SDK targets (issue "Lean on every path", point 2)', () => {
  const ops = (styleA: number[], stripe: number[], lithic: number[]) => ({
    styleA,
    styleB: styleA,
    stripeCustomer: stripe,
    stripeCard: stripe,
    lithic,
  });
  it('judges each SDK’s cost per call against each peer’s in the same rounds, at most 1x', () => {
    const rows = sdkCallTargets({
      versions: { stripe: '1', lithic: '1' },
      // Ours 100k calls/s (10 µs), stripe 80k (12.5 µs): 0.8x, met; lithic 125k (8 µs): 1.25x, missed.
      ops: {
        bare: ops([1e5, 1e5, 1e5], [8e4, 8e4, 8e4], [1.25e5, 1.25e5, 1.25e5]),
        request: ops([], [], []),
      },
    });
    const [vsStripe, vsLithic] = rows;
    expect(vsStripe?.target).toContain('Style A `cards.get` per-call cost ≤ 1x stripe-node');
    expect([vsStripe?.measured, vsStripe?.limit, vsStripe?.met]).toEqual([
      '0.80x (0.80x–0.80x): 10.0 µs (10.0 µs–10.0 µs)',
      '12.5 µs (12.5 µs–12.5 µs)',
      true,
    ]);
    expect([vsLithic?.measured.slice(0, 5), vsLithic?.met]).toEqual(['1.25x', false]);
    expect(rows.filter((row) => row.measured === 'not run')).toHaveLength(4); // the request fetch, not run
  });

  it('judges the first load at 16 KB and the first call at 20 KB, with the peers beside the limit', () => {
    const bundle = (label: string, firstLoad: number, firstCall: number) => ({
      label,
      firstLoad,
      firstCall,
      all: firstCall + 1_000,
      loadedByCall: [],
    });
    const rows = sdkByteTargets([
      bundle('`@card-issuance/sdk-style-a`: one call', 15_000, 21_000),
      bundle('`@card-issuance/sdk-style-b`: one call', 16_500, 17_000),
      bundle('lithic-node: one call', 20_800, 20_800),
    ]);
    expect(rows.map((row) => row.met)).toEqual([true, false, false, true]);
    expect(rows[1]?.limit).toBe('20.00 KB; lithic-node 20.80 KB');
    expect(sdkByteTargets(undefined).map((row) => row.measured)).toEqual(Array(4).fill('not run'));
  });
});
